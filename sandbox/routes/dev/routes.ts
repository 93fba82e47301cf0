import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { listOutbox } from './repository';
import { OutboxMailSchema, OutboxQuerySchema } from './schemas';

const getOutbox = createRoute({
  ...access.club,
  method: 'get',
  path: '/dev/outbox',
  tags: ['Development'],
  summary: 'Mail sent to an address, newest first (development and test only)',
  description:
    'Not served when NODE_ENV=production. Lets a person or an end-to-end test read one-time codes.',
  request: { headers: siteHeaders, query: OutboxQuerySchema },
  responses: {
    200: jsonEnvelope(z.array(OutboxMailSchema), 'The mail, newest first (at most 50)'),
    ...errorResponses(400, 401, 403, 500),
  },
});

/** Registered by app.ts only outside production. */
export const devRoutes = createRouter().openapi(getOutbox, async (c) => {
  const { email } = c.req.valid('query');
  return c.json(success(await listOutbox(c.var.db, c.var.clubId, email)), 200);
});
