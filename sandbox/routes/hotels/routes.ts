import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { MODULE_TYPE } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { recordSearchPoll } from '../../lib/metrics/record';
import {
  findCity,
  findHotel,
  hotelPhotoSvg,
  isHotelPhoto,
  matchDestinations,
} from '../../lib/hotel-inventory';
import { access, createRouter, publicAccess, siteHeaders } from '../../lib/openapi';
import { bookingAnswer, moduleBookRoute, moduleBookingRoute } from '../bookings/schemas';
import { readableBooking } from '../bookings/repository';
import { bookHotel, hotelBookingDetails } from './book';
import { checkRates } from './rate-check';
import {
  DestinationQuerySchema,
  DestinationSchema,
  DestinationsQuerySchema,
  DestinationsSchema,
  DetailsSchema,
  HotelBookBodySchema,
  HotelBookResultSchema,
  HotelBookingDetailsSchema,
  HotelPhotoParamsSchema,
  RateCheckBodySchema,
  RateCheckSchema,
  ResultsBodySchema,
  ResultsSchema,
  SearchBodySchema,
  SearchStartedSchema,
  StayBodySchema,
} from './schemas';
import { countSearchHotels, pollSearch } from './search';
import { signSearch, verifySearch } from './tokens';
import { checkDates, cityDestination, hotelDestination, hotelDetails, stayQuery } from './views';
import { resolveCurrency } from '../currencies/repository';

export const SEARCH_EXPIRED_MESSAGE = 'Your search has expired. Please search again.';
export const HOTEL_NOT_FOUND_MESSAGE = 'Hotel not found';
export const DESTINATION_NOT_FOUND_MESSAGE = 'Destination not found';
export const RATE_EXPIRED_MESSAGE = 'Your rate has expired. Please search again.';

const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export const hotelSessionTimeoutResponse = {
  description: 'The search or the checked rates expired, or are unknown or another club’s: search again',
  content: {
    'application/json': {
      schema: z.object({
        data: z.object({ sessionTimeout: z.literal(true) }),
        message: z.string(),
        statusCode: z.literal(410),
      }),
    },
  },
};

const destinations = createRoute({
  ...access.club,
  method: 'get',
  path: '/hotel/destinations',
  tags: ['Hotels'],
  summary: 'Cities and hotels whose English or Arabic name matches what the visitor typed',
  description:
    'Case-, accent- and Arabic-spelling-insensitive; at most 8 cities and 8 hotels, best match first. ' +
    'Names in the `language` header’s language.',
  request: { headers: siteHeaders, query: DestinationsQuerySchema },
  responses: {
    200: jsonEnvelope(DestinationsSchema, 'The matches'),
    ...errorResponses(400, 401, 403, 500),
  },
});

const destination = createRoute({
  ...access.club,
  method: 'get',
  path: '/hotel/destination',
  tags: ['Hotels'],
  summary: 'One city or hotel, by type and id (to check and prefill a search URL)',
  request: { headers: siteHeaders, query: DestinationQuerySchema },
  responses: {
    200: jsonEnvelope(DestinationSchema, 'The destination'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const search = createRoute({
  ...access.club,
  method: 'post',
  path: '/hotel/search',
  tags: ['Hotels'],
  summary: 'Start a hotel search',
  description:
    'Validates the search and answers a signed `searchId` that carries it (valid 30 minutes). Hotels ' +
    'are then collected with `/hotel/search/results`. Prices are in the `Currency-Preference` ' +
    'currency, else the club default. Limited per client address (30 a minute; 429 with Retry-After).',
  request: { headers: siteHeaders, body: jsonBody(SearchBodySchema) },
  responses: {
    201: jsonEnvelope(SearchStartedSchema, 'The search started'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const results = createRoute({
  ...access.club,
  method: 'post',
  path: '/hotel/search/results',
  tags: ['Hotels'],
  summary: 'Poll a hotel search for hotels',
  description:
    'Returns the hotels released since `offset`: they arrive in batches over 1–2 seconds; poll about ' +
    'every 400 ms until `complete`. Answers are gzip-compressed when the caller accepts it.',
  request: { headers: siteHeaders, body: jsonBody(ResultsBodySchema) },
  responses: {
    200: jsonEnvelope(ResultsSchema, 'Hotels so far'),
    410: hotelSessionTimeoutResponse,
    ...errorResponses(400, 401, 403, 500),
  },
});

const details = createRoute({
  ...access.club,
  method: 'post',
  path: '/hotel/details',
  tags: ['Hotels'],
  summary: 'A hotel with its room types and rates for a stay',
  description: 'Stateless: the same body answers the same. Rates are priced for each room of the stay.',
  request: { headers: siteHeaders, body: jsonBody(StayBodySchema) },
  responses: {
    200: jsonEnvelope(DetailsSchema, 'The hotel'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const rateCheck = createRoute({
  ...access.club,
  method: 'post',
  path: '/hotel/rate-check',
  tags: ['Hotels'],
  summary: 'Check the chosen rates (one per room) before checkout',
  description:
    'CONFIRMED, PRICE_CHANGED (old and new price) or UNAVAILABLE (which rates are sold out). Unless ' +
    'unavailable, answers a signed `rateToken`, valid 20 minutes, that a booking names.',
  request: { headers: siteHeaders, body: jsonBody(RateCheckBodySchema) },
  responses: {
    200: jsonEnvelope(RateCheckSchema, 'The outcome'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const book = moduleBookRoute({
  path: '/hotel/book',
  summary: 'Book checked hotel rates (Pending until paid)',
  description:
    'Creates a Pending booking of module type 2 at the rate token’s price. `Idempotency-Key` is ' +
    'required: the same key from the same caller answers the same booking (200, header ' +
    'Idempotent-Replayed), never a second one. Without a login, `guestUserId` is required and ' +
    '`accessToken` in the answer is the guest’s proof.',
  body: HotelBookBodySchema,
  result: HotelBookResultSchema,
  expired: hotelSessionTimeoutResponse,
});

const getBooking = moduleBookingRoute({
  path: '/hotel/booking/{bookingId}',
  summary: 'A hotel booking, for the confirmation page',
  description:
    'For its user (an agent also sees their sub-agents’ and staff users’ bookings) or with the ' +
    'booking’s `accessToken` (guests). A flight booking’s id is 404 here.',
  details: HotelBookingDetailsSchema,
});

// Images are loaded by <img> tags, which cannot send the apikey header: no guard here.
const photo = createRoute({
  method: 'get',
  path: '/hotel/photo/{hotelId}/{file}',
  security: publicAccess,
  tags: ['Hotels'],
  summary: 'A hotel or room photo, drawn by the API (SVG, cacheable for a year)',
  request: { params: HotelPhotoParamsSchema },
  responses: {
    200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
    ...errorResponses(400, 404),
  },
});

const sessionTimeout = (c: Context<AppEnv>, message: string) =>
  c.json({ data: { sessionTimeout: true as const }, message, statusCode: 410 as const }, 410);

export const hotelRoutes = createRouter();

// A thousand hotels are ~800 KB of JSON but compress about tenfold.
hotelRoutes.use('/hotel/search/results', compress());
// The photos are SVG, text: 4–6 kB drawn, under 1 kB gzipped. On a phone's link the first card's photo
// (the results page's largest paint) shares the bandwidth with the page's HTML and scripts.
hotelRoutes.use('/hotel/photo/*', compress());

hotelRoutes
  .openapi(destinations, (c) => {
    const language = c.req.header('language');
    const found = matchDestinations(c.req.valid('query').q);
    return c.json(
      success({
        cities: found.cities.map((city) => cityDestination(city, language)),
        hotels: found.hotels.map((hotel) => hotelDestination(hotel, language)),
      }),
      200,
    );
  })
  .openapi(destination, (c) => {
    const { type, id } = c.req.valid('query');
    const language = c.req.header('language');
    const city = type === 'CITY' ? findCity(id) : null;
    const hotel = type === 'HOTEL' ? findHotel(id) : null;
    if (city) return c.json(success(cityDestination(city, language)), 200);
    if (hotel) return c.json(success(hotelDestination(hotel, language)), 200);
    throw new ApiError(404, DESTINATION_NOT_FOUND_MESSAGE);
  })
  .openapi(search, async (c) => {
    // Each search costs the club a supplier call: an address gets a budget of them.
    await c.var.services.rateLimits.check('hotel-search', { ip: c.var.services.clientIp(c) });
    const body = c.req.valid('json');
    const now = c.var.services.now();
    checkDates(body.checkIn, now);
    const total = countSearchHotels(body);
    const currency = await resolveCurrency(
      c.var.db,
      c.var.clubId,
      c.req.valid('header')['currency-preference'],
    );
    const query = stayQuery(body, currency, now);
    const { token, expiresAt } = await signSearch(
      c.var.services,
      {
        clubId: c.var.clubId,
        searchType: body.searchType,
        destinationId: body.destinationId,
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        rooms: query.rooms,
        currency,
        startedAt: now.getTime(),
      },
      now,
    );
    const data = { searchId: token, currency: currency.code, nights: query.nights, total, expiresAt };
    return c.json(success(data, 'Search started', 201), 201);
  })
  .openapi(results, async (c) => {
    const { searchId, offset } = c.req.valid('json');
    const claims = await verifySearch(c.var.services, searchId, c.var.clubId);
    if (!claims) return sessionTimeout(c, SEARCH_EXPIRED_MESSAGE);
    const poll = pollSearch(claims, offset, c.var.services.now(), c.req.header('language'));
    recordSearchPoll('hotels', poll, offset);
    return c.json(success({ searchId, ...poll }), 200);
  })
  .openapi(details, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.services.now();
    checkDates(body.checkIn, now);
    const hotel = findHotel(body.hotelId);
    if (!hotel) throw new ApiError(404, HOTEL_NOT_FOUND_MESSAGE);
    const currency = await resolveCurrency(
      c.var.db,
      c.var.clubId,
      c.req.valid('header')['currency-preference'],
    );
    return c.json(
      success(hotelDetails(hotel, stayQuery(body, currency, now), c.req.header('language'))),
      200,
    );
  })
  .openapi(rateCheck, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.services.now();
    checkDates(body.checkIn, now);
    const hotel = findHotel(body.hotelId);
    if (!hotel) throw new ApiError(404, HOTEL_NOT_FOUND_MESSAGE);
    const currency = await resolveCurrency(
      c.var.db,
      c.var.clubId,
      c.req.valid('header')['currency-preference'],
    );
    const result = await checkRates(hotel, body, currency, {
      services: c.var.services,
      clubId: c.var.clubId,
      now,
      language: c.req.header('language'),
    });
    return c.json(success(result), 200);
  })
  .openapi(book, async (c) => {
    const outcome = await bookHotel(c, c.req.valid('json'), c.req.valid('header')['idempotency-key']);
    return outcome === 'expired' ? sessionTimeout(c, RATE_EXPIRED_MESSAGE) : bookingAnswer(c, outcome);
  })
  .openapi(getBooking, async (c) => {
    const { booking, payment, refund } = await readableBooking(
      c,
      MODULE_TYPE.Hotel,
      c.req.valid('param'),
      c.req.valid('query'),
    );
    return c.json(success(hotelBookingDetails(booking, payment, refund, c.req.header('language'))), 200);
  })
  .openapi(photo, (c) => {
    const { hotelId, file } = c.req.valid('param');
    const hotel = findHotel(hotelId);
    const n = Number.parseInt(file, 10);
    if (!hotel || !isHotelPhoto(hotel, n)) throw new ApiError(404, 'Photo not found');
    return c.body(hotelPhotoSvg(hotel, n), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
