import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { findClubConfigurationByHost } from './repository';
import { ClubConfigQuerySchema, ClubConfigurationSchema } from './schemas';

const getClubConfiguration = createRoute({
  ...access.apiKey,
  method: 'get',
  path: '/whitelabel/config',
  tags: ['Whitelabel'],
  summary: 'Configuration of the club served on a host',
  description:
    'Resolves the club from the host the site was requested on (customer or agent host). ' +
    'An unknown host answers 200 with `data: null`.',
  request: { query: ClubConfigQuerySchema, headers: siteHeaders },
  responses: {
    200: jsonEnvelope(
      z.union([ClubConfigurationSchema, z.null()]),
      'The club configuration, or null for an unknown host',
    ),
    ...errorResponses(400, 401, 403, 500),
  },
});

export const whitelabelRoutes = createRouter().openapi(getClubConfiguration, async (c) => {
  const { domain } = c.req.valid('query');
  const configuration = await findClubConfigurationByHost(c.var.db, domain);
  if (!configuration) {
    c.var.services.watch.unknownHost(domain);
    return c.json(success(null, 'No club configured for this domain'), 200);
  }
  return c.json(success(configuration), 200);
});
