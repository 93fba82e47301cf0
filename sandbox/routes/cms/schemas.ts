import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';

export const CmsPageParamsSchema = z.object({
  slug: text()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
    .openapi({
      param: { name: 'slug', in: 'path' },
      description:
        'The page: `about-us`, `terms-and-conditions`, `privacy-policy` or `contact-us` (the contact ' +
        "page's introduction) on the demo clubs",
      example: 'terms-and-conditions',
    }),
});

export const CmsPageSchema = z
  .object({
    slug: z.string().openapi({ example: 'terms-and-conditions' }),
    language: z.string().openapi({ description: 'The language the page is in', example: 'en' }),
    title: z.string().openapi({ example: 'Terms and conditions' }),
    content: z.string().openapi({
      description:
        'Rich text (HTML): p, h2, h3 (with ids, for a table of contents), ul, ol, li, strong, em, a. ' +
        'The site sanitises it before showing it.',
    }),
    updatedAt: z
      .string()
      .openapi({ description: 'When the text last changed (ISO 8601)', example: '2026-10-01T00:00:00.000Z' }),
  })
  .openapi('CmsPage');
export type CmsPage = z.infer<typeof CmsPageSchema>;
