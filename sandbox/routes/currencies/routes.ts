import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { findCurrency } from './repository';
import { CurrencyCodeParamsSchema, CurrencySchema } from './schemas';

const getCurrency = createRoute({
  ...access.club,
  method: 'get',
  path: '/currency/flight/currency-code/{code}',
  tags: ['Currencies'],
  summary: 'A currency with its rate against the US dollar',
  request: { params: CurrencyCodeParamsSchema, headers: siteHeaders },
  responses: {
    200: jsonEnvelope(CurrencySchema, 'The currency'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

export const currencyRoutes = createRouter().openapi(getCurrency, async (c) => {
  const code = c.req.valid('param').code.toUpperCase();
  const currency = await findCurrency(c.var.db, code);
  if (!currency) throw new ApiError(404, `Unknown currency code ${code}`);
  return c.json(success(currency), 200);
});
