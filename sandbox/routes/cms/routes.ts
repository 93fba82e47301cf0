import { createRoute } from '@hono/zod-openapi';
import { requireClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { mailLanguage } from '../../lib/mail/templates';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { findCmsPage } from './repository';
import { CmsPageParamsSchema, CmsPageSchema } from './schemas';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';

const getCmsPage = createRoute({
  ...access.club,
  method: 'get',
  path: '/cms/page/{slug}',
  tags: ['CMS'],
  summary: "One of the club's own pages (about us, terms, privacy…) in the request's language",
  description:
    'Answers the page in the `language` header (English or Arabic), else in the club default ' +
    'language, else in English; `language` in the answer says which. An unknown slug is 404.',
  request: { params: CmsPageParamsSchema, headers: siteHeaders },
  responses: {
    200: jsonEnvelope(CmsPageSchema, 'The page'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

export const cmsRoutes = createRouter().openapi(getCmsPage, async (c) => {
  const { slug } = c.req.valid('param');
  const { db, clubId } = c.var;
  const club = await requireClubSettings(db, clubId);
  const requested = c.req.header('language')?.trim();
  const wanted = requested ? [mailLanguage(requested)] : [];
  const languages = [...new Set([...wanted, club.defaultLanguage, 'en'])];
  const page = await findCmsPage(db, clubId, slug, languages);
  if (!page) throw new ApiError(404, PAGE_NOT_FOUND_MESSAGE);
  c.header('Cache-Control', 'no-cache');
  return c.json(success(page), 200);
});
