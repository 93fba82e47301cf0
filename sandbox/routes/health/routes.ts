import { createRoute, z } from '@hono/zod-openapi';
import { envelopeSchema, jsonEnvelope, success } from '../../lib/envelope';
import { createRouter, publicAccess } from '../../lib/openapi';
import { checkDatabase } from './readiness';

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  security: publicAccess,
  tags: ['Health'],
  summary: 'Process is up (no headers needed; kept for existing probes, see /healthz and /readyz)',
  responses: { 200: jsonEnvelope(z.object({ ok: z.literal(true) }), 'The server is up') },
});

const getLiveness = createRoute({
  method: 'get',
  path: '/healthz',
  security: publicAccess,
  tags: ['Health'],
  summary: 'Liveness: the process is up and answering (checks nothing else)',
  responses: { 200: jsonEnvelope(z.object({ ok: z.literal(true) }), 'The process answers') },
});

const ReadinessSchema = z.object({
  ready: z.boolean(),
  /** Why not ready; absent when ready. */
  reason: z.enum(['draining', 'database unreachable']).optional(),
  checks: z.object({ database: z.enum(['ok', 'timeout', 'error', 'skipped']) }),
});

const getReadiness = createRoute({
  method: 'get',
  path: '/readyz',
  security: publicAccess,
  tags: ['Health'],
  summary:
    'Readiness: a database round trip (2 s at most); 503 while stopping or when the database is unreachable',
  responses: {
    200: jsonEnvelope(ReadinessSchema, 'Ready to serve'),
    503: {
      description: 'Not ready: `data.reason` says why',
      content: { 'application/json': { schema: envelopeSchema(ReadinessSchema) } },
    },
  },
});

const NO_STORE = { 'Cache-Control': 'no-store' };

export const healthRoutes = createRouter()
  .openapi(getHealth, (c) => c.json(success({ ok: true as const }, 'OK'), 200))
  .openapi(getLiveness, (c) => c.json(success({ ok: true as const }, 'OK'), 200, NO_STORE))
  .openapi(getReadiness, async (c) => {
    const { services } = c.var;
    if (services.lifecycle.draining) {
      const data = { ready: false, reason: 'draining' as const, checks: { database: 'skipped' as const } };
      return c.json(success(data, 'Stopping: finishing the requests in flight', 503), 503, NO_STORE);
    }
    const database = await checkDatabase(c.var.db);
    if (database !== 'ok') {
      services.watch.databaseDown(database === 'timeout' ? 'no answer within 2 s' : 'query failed');
      const data = { ready: false, reason: 'database unreachable' as const, checks: { database } };
      return c.json(success(data, 'The database is unreachable', 503), 503, NO_STORE);
    }
    return c.json(success({ ready: true, checks: { database } }, 'Ready'), 200, NO_STORE);
  });
