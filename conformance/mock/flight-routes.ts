import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { airlineList } from '../../sandbox/lib/airlines/catalog';
import { generateOffers, type Offer } from '../../sandbox/lib/flight-offers';
import { airportDirectory } from '../../sandbox/lib/flight-offers/airports';
import { bodyOf, fail, ok, type MockEnv } from './http';

/**
 * Section 7's flight calls. Their answers are "not shown" in the specification, so they take the
 * contract's shapes (docs/flights-contract.md), with the reference API's deterministic offers: the
 * first poll answers half the offers, the second the rest.
 */

/** "data.data list of blacklisted airports": the specification's form, plain codes. */
export const MOCK_BLACKLIST = ['TLV'];
const CURRENCY = { code: 'USD', rate: 1, decimals: 2 };
const SEARCH_TTL_MS = 20 * 60_000;

interface Search {
  offers: Offer[];
  polls: number;
  expires: number;
}

export function flightRoutes(publicUrl: string, now: () => number) {
  const app = new Hono<MockEnv>();
  const searches = new Map<string, Search>();

  app.get('/flight/blacklist', (c) => ok(c, MOCK_BLACKLIST));
  app.get('/flight/airline/list', (c) => ok(c, airlineList()));
  app.get('/currency/flight/currency-code/:code', (c) => {
    const code = c.req.param('code');
    if (code !== 'USD') return fail(c, 404, 'Unknown currency');
    return ok(c, {
      code,
      name: 'US Dollar',
      symbol: '$',
      icon: `${publicUrl}/images/currencies/USD.svg`,
      rate: 1,
      decimals: 2,
    });
  });

  const Airport = z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .refine((code) => Boolean(airportDirectory.find(code.toUpperCase())), 'unknown airport')
    .refine((code) => !MOCK_BLACKLIST.includes(code.toUpperCase()), 'not available on this site');
  const Start = z.object({
    tripType: z.enum(['Oneway', 'Roundtrip', 'Multicity']),
    legs: z
      .array(
        z.object({ origin: Airport, destination: Airport, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      )
      .min(1)
      .max(3),
    adults: z.number().int().min(1).max(9),
    children: z.number().int().min(0).max(9),
    infants: z.number().int().min(0).max(9),
    cabin: z.number().int().min(1).max(4),
    airline: z
      .string()
      .regex(/^[A-Za-z0-9]{2}$/)
      .nullable()
      .optional(),
  });

  app.post('/flight/start-routing', async (c) => {
    const body = await bodyOf(c, Start);
    if ('error' in body) return body.error;
    const { legs, cabin, adults, children, infants, airline } = body.value;
    const offers = generateOffers(
      {
        legs: legs.map((leg) => ({
          ...leg,
          origin: leg.origin.toUpperCase(),
          destination: leg.destination.toUpperCase(),
        })),
        cabin: cabin as 1 | 2 | 3 | 4,
        passengers: { adults, children, infants },
        airline: airline ? airline.toUpperCase() : null,
        excludedAirports: new Set(MOCK_BLACKLIST),
      },
      airportDirectory,
      CURRENCY,
    );
    const routingId = randomUUID();
    const expires = now() + SEARCH_TTL_MS;
    searches.set(routingId, { offers, polls: 0, expires });
    return ok(c, { routingId, currency: CURRENCY.code, expiresAt: new Date(expires).toISOString() }, 201);
  });

  const live = (routingId: string) => {
    const search = searches.get(routingId);
    return search && search.expires > now() ? search : null;
  };

  app.post('/flight/check-routing', async (c) => {
    const body = await bodyOf(c, z.object({ routingId: z.string().min(1), offset: z.number().int().min(0) }));
    if ('error' in body) return body.error;
    const search = live(body.value.routingId);
    if (!search)
      return c.json({ data: { sessionTimeout: true }, message: 'Search expired', statusCode: 410 }, 410);
    search.polls += 1;
    const released = search.polls >= 2 ? search.offers.length : Math.ceil(search.offers.length / 2);
    const offset = Math.min(body.value.offset, released);
    return ok(c, {
      routingId: body.value.routingId,
      complete: released === search.offers.length,
      progress: Math.round((100 * released) / Math.max(1, search.offers.length)),
      total: search.offers.length,
      offers: search.offers.slice(offset, released),
      nextOffset: released,
      currency: CURRENCY.code,
    });
  });

  app.post('/flight/revalidate', async (c) => {
    const body = await bodyOf(c, z.object({ routingId: z.string().min(1), offerId: z.string().min(1) }));
    if ('error' in body) return body.error;
    const search = live(body.value.routingId);
    if (!search)
      return c.json({ data: { sessionTimeout: true }, message: 'Search expired', statusCode: 410 }, 410);
    const offer = search.offers.find((candidate) => candidate.offerId === body.value.offerId);
    if (!offer) return fail(c, 404, `offerId: no offer ${body.value.offerId} in this search`);
    return ok(c, {
      status: 'CONFIRMED',
      offer,
      oldPrice: offer.totalPrice,
      newPrice: offer.totalPrice,
      currency: CURRENCY.code,
      fareToken: `fare-${randomUUID()}`,
      expiresAt: new Date(search.expires).toISOString(),
    });
  });
  return app;
}
