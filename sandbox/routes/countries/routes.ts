import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { countryList } from './catalog';
import { CountrySchema } from './schemas';

const listCountries = createRoute({
  ...access.club,
  method: 'get',
  path: '/common/country/list',
  tags: ['Common'],
  summary: 'Countries with their calling codes and phone number rules',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(CountrySchema), 'Countries, sorted by English name'),
    ...errorResponses(401, 403, 500),
  },
});

export const countryRoutes = createRouter().openapi(listCountries, (c) =>
  c.json(success(countryList()), 200),
);
