import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { airlineList } from './catalog';
import { AirlineSchema } from './schemas';

const listAirlines = createRoute({
  ...access.club,
  method: 'get',
  path: '/flight/airline/list',
  tags: ['Flights'],
  summary: 'Airlines the search can be filtered by',
  description: 'Active airlines with an IATA designator, one per code, sorted by name.',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(AirlineSchema), 'Airlines, sorted by name'),
    ...errorResponses(401, 403, 500),
  },
});

export const airlineRoutes = createRouter().openapi(listAirlines, (c) => c.json(success(airlineList()), 200));
