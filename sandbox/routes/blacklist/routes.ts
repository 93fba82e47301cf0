import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { listBlacklistedAirports } from './repository';
import { BlacklistedAirportSchema } from './schemas';

const listBlacklist = createRoute({
  ...access.club,
  method: 'get',
  path: '/flight/blacklist',
  tags: ['Flights'],
  summary: 'Airports the calling club does not sell',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(BlacklistedAirportSchema), 'Blacklisted airports, by code'),
    ...errorResponses(401, 403, 500),
  },
});

export const blacklistRoutes = createRouter().openapi(listBlacklist, async (c) => {
  const airports = await listBlacklistedAirports(c.var.db, c.var.clubId);
  return c.json(success(airports), 200);
});
