import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { offerInLanguage } from '../../lib/airlines/arabic-names';
import { revalidateOffer } from './revalidate';
import {
  CheckRoutingBodySchema,
  CheckRoutingResultSchema,
  RevalidateBodySchema,
  RevalidateResultSchema,
  StartRoutingBodySchema,
  StartRoutingResultSchema,
  sessionTimeoutResponse,
} from './schemas';
import { pollSearchAnswer, startSearch } from './search';
import { encodedAnswer } from '../../lib/json-answer';
import { createSearchStore } from './repository';
import { CalendarQuerySchema, CalendarResultSchema, MAX_TRIP_LENGTH, MONTHS_AHEAD } from './calendar-schemas';
import { flightCalendar } from './calendar';

const SESSION_TIMEOUT_MESSAGE = 'Your search has expired. Please search again.';

const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const startRouting = createRoute({
  ...access.club,
  method: 'post',
  path: '/flight/start-routing',
  tags: ['Flights'],
  summary: 'Start a flight search',
  description:
    'Validates the search and starts it. Offers are then collected with check-routing. Prices are in ' +
    'the `Currency-Preference` currency, else the club default. A search lives 20 minutes. ' +
    'Limited per client address (30 a minute; 429 with Retry-After).',
  request: { headers: siteHeaders, body: jsonBody(StartRoutingBodySchema) },
  responses: {
    201: jsonEnvelope(StartRoutingResultSchema, 'The search started'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const checkRouting = createRoute({
  ...access.club,
  method: 'post',
  path: '/flight/check-routing',
  tags: ['Flights'],
  summary: 'Poll a flight search for offers',
  description:
    'Returns the offers that arrived since `offset`. Offers arrive in batches over 1–3 seconds; poll ' +
    'about every 400 ms until `complete`. Answers are gzip-compressed when the caller accepts it.',
  request: { headers: siteHeaders, body: jsonBody(CheckRoutingBodySchema) },
  responses: {
    200: jsonEnvelope(CheckRoutingResultSchema, 'Offers so far'),
    410: sessionTimeoutResponse,
    ...errorResponses(400, 401, 403, 500),
  },
});

const revalidate = createRoute({
  ...access.club,
  method: 'post',
  path: '/flight/revalidate',
  tags: ['Flights'],
  summary: 'Confirm the price and availability of an offer before checkout',
  description:
    'CONFIRMED, PRICE_CHANGED (new price in `newPrice` and `offer`) or UNAVAILABLE. Unless unavailable, ' +
    'returns a `fareToken`, valid 20 minutes, that a booking names.',
  request: { headers: siteHeaders, body: jsonBody(RevalidateBodySchema) },
  responses: {
    200: jsonEnvelope(RevalidateResultSchema, 'The outcome'),
    410: sessionTimeoutResponse,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const calendar = createRoute({
  ...access.club,
  method: 'get',
  path: '/flight/calendar',
  tags: ['Flights'],
  summary: "A month of a route's lowest fares (the search's price calendar)",
  description:
    'For every day of `month`, the lowest `totalPrice` that start-routing for that day (one way, or ' +
    `out that day and back \`tripLength\` days later, up to ${MAX_TRIP_LENGTH}) with the same cabin and ` +
    'party returns, in the `Currency-Preference` currency, else the club default; `none` when that ' +
    `search has no offer. This month up to ${MONTHS_AHEAD} months ahead. Prices are kept per route and ` +
    'day. Counts against the same per-address budget as start-routing (30 a minute; 429 with Retry-After).',
  request: { headers: siteHeaders, query: CalendarQuerySchema },
  responses: {
    200: jsonEnvelope(CalendarResultSchema, "The month's fares"),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const sessionTimeout = (c: Context<AppEnv>) =>
  c.json({ data: { sessionTimeout: true as const }, message: SESSION_TIMEOUT_MESSAGE, statusCode: 410 }, 410);

export const flightRoutes = createRouter();

flightRoutes
  .openapi(startRouting, async (c) => {
    // Each search costs the club a supplier call: an address gets a budget of them.
    await c.var.services.rateLimits.check('flight-search', { ip: c.var.services.clientIp(c) });
    const search = await startSearch(c.req.valid('json'), {
      db: c.var.db,
      clubId: c.var.clubId,
      store: createSearchStore(c.var.db),
      now: c.var.services.now(),
      currencyPreference: c.req.valid('header')['currency-preference'],
    });
    const data = {
      routingId: search.routingId,
      currency: search.currency.code,
      expiresAt: new Date(search.expiresAt).toISOString(),
    };
    return c.json(success(data, 'Search started', 201), 201);
  })
  .openapi(calendar, async (c) => {
    // A month of prices is a month of searches: it spends the same budget as starting one.
    await c.var.services.rateLimits.check('flight-search', { ip: c.var.services.clientIp(c) });
    const data = await flightCalendar(c.req.valid('query'), {
      db: c.var.db,
      clubId: c.var.clubId,
      now: c.var.services.now(),
      currencyPreference: c.req.valid('header')['currency-preference'],
    });
    return c.json(success(data), 200);
  })
  .openapi(checkRouting, async (c) => {
    const { routingId, offset } = c.req.valid('json');
    const now = c.var.services.now();
    const store = createSearchStore(c.var.db);
    const search = await store.findSearch(routingId, c.var.clubId, now);
    if (!search) return sessionTimeout(c);
    // The envelope c.json would send, assembled from serialised offers (search-routes.test.ts).
    const answer = await pollSearchAnswer(
      search,
      offset,
      store,
      now,
      c.req.header('language'),
      c.req.header('accept-encoding'),
    );
    return encodedAnswer(answer);
  })
  .openapi(revalidate, async (c) => {
    const { routingId, offerId } = c.req.valid('json');
    const now = c.var.services.now();
    const store = createSearchStore(c.var.db);
    const search = await store.findSearch(routingId, c.var.clubId, now);
    if (!search) return sessionTimeout(c);
    const result = await revalidateOffer(search, offerId, store, now);
    return c.json(
      success({ ...result, offer: offerInLanguage(result.offer, c.req.header('language')) }),
      200,
    );
  });
