import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { findClubSettings } from '../../lib/clubs';
import { airlineList } from '../../lib/airlines/catalog';
import { airlinesForClub } from './ordering';
import { AirlineSchema } from './schemas';

const listAirlines = createRoute({
  ...access.club,
  method: 'get',
  path: '/flight/airline/list',
  tags: ['Flights'],
  summary: 'Airlines the search can be filtered by',
  description:
    "Active airlines with an IATA designator, one per code: first those based in the club's country, then the common carriers, then the rest by name. Named in the request's `language` where the sandbox knows an Arabic name.",
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(AirlineSchema), "Airlines, the club's own and the common ones first"),
    ...errorResponses(401, 403, 500),
  },
});

export const airlineRoutes = createRouter().openapi(listAirlines, async (c) => {
  const club = await findClubSettings(c.var.db, c.var.clubId);
  const airlines = airlinesForClub(airlineList(), club?.defaultCountryCode ?? '', c.req.header('language'));
  return c.json(success(airlines), 200);
});
