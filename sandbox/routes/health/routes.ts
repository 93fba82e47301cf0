import { createRoute, z } from '@hono/zod-openapi';
import { jsonEnvelope, success } from '../../lib/envelope';
import { createRouter, publicAccess } from '../../lib/openapi';

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  security: publicAccess,
  tags: ['Health'],
  summary: 'Readiness probe (no headers needed)',
  responses: { 200: jsonEnvelope(z.object({ ok: z.literal(true) }), 'The server is ready') },
});

export const healthRoutes = createRouter().openapi(getHealth, (c) =>
  c.json(success({ ok: true as const }, 'OK'), 200),
);
