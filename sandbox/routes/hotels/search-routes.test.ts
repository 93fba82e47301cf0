import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit';
import { isSoldOut, priceChangeOf } from '../../lib/hotel-inventory';
import { aFakeClock } from '../../test-support/auth';
import { TEST_NOW } from '../../test-support/flight-search';
import {
  A_STAY,
  aHotelSearchBody,
  aRoom,
  confirmedRates,
  hotelDetails,
  rateCheck,
  type HotelDetailsView,
} from '../../test-support/hotels';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

interface Started {
  searchId: string;
  currency: string;
  nights: number;
  total: number;
  expiresAt: string;
}

interface SummaryRate {
  rateId: string;
  board: string;
  refundable: boolean;
  total: number;
  pricePerNight: number;
  taxesAndFees: number;
  currency: string;
}

interface Summary {
  hotelId: number;
  recommended: number;
  freeCancellation: boolean;
  boards: string[];
  photo: string;
  cheapest: SummaryRate;
  rateOptions: SummaryRate[];
}

interface Results {
  complete: boolean;
  progress: number;
  total: number;
  hotels: Summary[];
  nextOffset: number;
  currency: string;
}

async function startHotelSearch(body: unknown = aHotelSearchBody(), options = {}) {
  const response = await sandbox.call('/hotel/search', { ...options, body });
  const envelope = await readEnvelope<Started>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

async function results(searchId: string, offset: number, options = {}) {
  return sandbox.call('/hotel/search/results', { ...options, body: { searchId, offset } });
}

async function collect(searchId: string) {
  const hotels: Summary[] = [];
  const polls: Results[] = [];
  for (let i = 0; i < 20; i++) {
    const envelope = await readEnvelope<Results>(await results(searchId, hotels.length));
    polls.push(envelope.data);
    hotels.push(...envelope.data.hotels);
    if (envelope.data.complete) break;
    clock.advance(250);
  }
  return { hotels, polls };
}

describe('GET /hotel/destinations and /hotel/destination', () => {
  it('finds cities and hotels in the request’s language, with their countries', async () => {
    const response = await sandbox.call('/hotel/destinations?q=%D8%AF%D8%A8%D9%8A', {
      headers: { language: 'ar' },
    });
    const { data } = await readEnvelope<{ cities: Record<string, unknown>[]; hotels: unknown[] }>(response);
    expect(response.status).toBe(200);
    expect(data.cities[0]).toEqual({
      type: 'CITY',
      id: 12,
      name: 'دبي',
      cityId: 12,
      cityName: 'دبي',
      countryId: 'AE',
      countryName: 'الإمارات العربية المتحدة',
      hotelCount: 1100,
    });
    const english = await readEnvelope<{ hotels: { type: string; name: string; cityName: string }[] }>(
      await sandbox.call('/hotel/destinations?q=Jasmine'),
    );
    expect(english.data.hotels.length).toBe(8);
    expect(english.data.hotels[0]).toMatchObject({ type: 'HOTEL' });
    expect(english.data.hotels[0]!.name).toContain('Jasmine');
  });

  it('refuses a query under 2 or over 50 characters, and calls without the club headers', async () => {
    expect(await expectError(await sandbox.call('/hotel/destinations?q=d'), 400)).toMatch(/^q: /);
    expect(await expectError(await sandbox.call(`/hotel/destinations?q=${'a'.repeat(51)}`), 400)).toMatch(
      /^q: /,
    );
    expect((await sandbox.call('/hotel/destinations?q=dubai', { apikey: null })).status).toBe(401);
  });

  it('answers one destination by type and id, or 404', async () => {
    const city = await readEnvelope<{ name: string; countryId: string }>(
      await sandbox.call('/hotel/destination?type=CITY&id=5'),
    );
    expect(city.data).toMatchObject({ type: 'CITY', id: 5, name: 'Doha', countryId: 'QA' });
    const hotel = await readEnvelope<{ cityId: number; countryId: string }>(
      await sandbox.call('/hotel/destination?type=HOTEL&id=120034', { headers: { language: 'ar' } }),
    );
    expect(hotel.data).toMatchObject({
      type: 'HOTEL',
      id: 120034,
      cityId: 12,
      cityName: 'دبي',
      countryId: 'AE',
    });
    expect(await expectError(await sandbox.call('/hotel/destination?type=CITY&id=120034'), 404)).toBe(
      'Destination not found',
    );
    expect(await expectError(await sandbox.call('/hotel/destination?type=HOTEL&id=12'), 404)).toBe(
      'Destination not found',
    );
    expect(await expectError(await sandbox.call('/hotel/destination?type=AREA&id=12'), 400)).toMatch(
      /^type: /,
    );
  });
});

describe('POST /hotel/search and /hotel/search/results', () => {
  it('starts a signed search that lives 30 minutes, in the club’s currency or the one asked for', async () => {
    const started = await startHotelSearch();
    expect(started).toMatchObject({ currency: 'USD', nights: 3 });
    expect(started.total).toBeGreaterThan(1000);
    expect(Date.parse(started.expiresAt) - clock.now().getTime()).toBe(30 * 60_000);
    expect((await startHotelSearch(aHotelSearchBody(), { club: NAKHLA_ID })).currency).toBe('SAR');
    const aed = await startHotelSearch(aHotelSearchBody(), { headers: { 'Currency-Preference': 'aed' } });
    expect(aed.currency).toBe('AED');
  });

  it('releases every hotel exactly once, in batches over 1–2 seconds', async () => {
    const started = await startHotelSearch();
    const first = await readEnvelope<Results>(await results(started.searchId, 0));
    expect(first.data).toMatchObject({ complete: false, progress: 0, hotels: [], nextOffset: 0 });
    const { hotels, polls } = await collect(started.searchId);
    expect(polls.at(-1)).toMatchObject({ complete: true, progress: 100 });
    expect(polls.filter((poll) => poll.hotels.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(hotels.length).toBe(started.total);
    expect(new Set(hotels.map((hotel) => hotel.hotelId)).size).toBe(started.total);
    expect(new Set(hotels.map((hotel) => hotel.recommended)).size).toBe(started.total);
    // Free cancellation and boards say what any rate offers, not only the cheapest one.
    const refundableButNotCheapest = hotels.filter((h) => h.freeCancellation && !h.cheapest.refundable);
    expect(refundableButNotCheapest.length).toBeGreaterThan(100);
    expect(hotels.filter((h) => h.cheapest.refundable).every((h) => h.freeCancellation)).toBe(true);
    expect(hotels.filter((h) => h.boards.includes('AI')).length).toBeGreaterThan(10);
    expect(hotels.every((h) => h.boards.includes(h.cheapest.board))).toBe(true);
    const hotel = hotels[0]!;
    expect(hotel.photo).toBe(`/hotel/photo/${hotel.hotelId}/0.svg`);
    expect(hotel.cheapest.currency).toBe('USD');
    expect(hotel.cheapest.pricePerNight).toBeCloseTo(hotel.cheapest.total / 3, 1);
    expect(hotel.cheapest.taxesAndFees).toBeLessThan(hotel.cheapest.total);
  });

  it('prices the same search the same way every time, and the cheapest matches the details', async () => {
    const one = await collect((await startHotelSearch()).searchId);
    const two = await collect((await startHotelSearch()).searchId);
    const byId = (list: Summary[]) => new Map(list.map((hotel) => [hotel.hotelId, hotel.cheapest]));
    expect(byId(two.hotels)).toEqual(byId(one.hotels));
    const sample = one.hotels[0]!;
    const details = await hotelDetails(sandbox, sample.hotelId);
    const rate = details.rooms
      .flatMap((room) => room.rates)
      .find((r) => r.rateId === sample.cheapest.rateId)!;
    expect(rate.total).toBe(sample.cheapest.total);
  });

  it('gives each card the cheapest rate of each board, refundable and not, to show under a filter', async () => {
    const { hotels } = await collect((await startHotelSearch()).searchId);
    for (const hotel of hotels) {
      const kinds = hotel.rateOptions.map((option) => `${option.board}|${option.refundable}`);
      expect(new Set(kinds).size).toBe(kinds.length);
      expect(Math.min(...hotel.rateOptions.map((option) => option.total))).toBe(hotel.cheapest.total);
      expect(hotel.rateOptions.some((option) => option.refundable)).toBe(hotel.freeCancellation);
      expect(new Set(hotel.rateOptions.map((option) => option.board))).toEqual(new Set(hotel.boards));
    }
    // The free-cancellation price of a hotel whose cheapest rate is non-refundable is a dearer rate,
    // one the details page offers at that price.
    const sample = hotels.find((h) => h.freeCancellation && !h.cheapest.refundable)!;
    const free = sample.rateOptions
      .filter((option) => option.refundable)
      .sort((a, b) => a.total - b.total)[0]!;
    expect(free.total).toBeGreaterThan(sample.cheapest.total);
    const details = await hotelDetails(sandbox, sample.hotelId);
    const offered = details.rooms.flatMap((room) => room.rates).find((r) => r.rateId === free.rateId)!;
    expect(offered.total).toBe(free.total);
  });

  it('keeps only hotels with a room type for every room; a HOTEL search answers that hotel', async () => {
    const big = await startHotelSearch(aHotelSearchBody({ rooms: [aRoom(6, [3, 5, 8, 12])] }));
    expect(big.total).toBeGreaterThan(0);
    expect(big.total).toBeLessThan(300);
    const one = await startHotelSearch(aHotelSearchBody({ searchType: 'HOTEL', destinationId: 120034 }));
    expect(one.total).toBe(1);
    const { hotels } = await collect(one.searchId);
    expect(hotels.map((hotel) => hotel.hotelId)).toEqual([120034]);
    const dorm = await startHotelSearch(
      aHotelSearchBody({ searchType: 'HOTEL', destinationId: 120034, rooms: [aRoom(6, [1, 2, 3, 4])] }),
    );
    expect([0, 1]).toContain(dorm.total);
  });

  it.each([
    ['a check-in in the past (in Vienna)', { checkIn: '2026-11-20', checkOut: '2026-11-23' }, 'checkIn: '],
    ['a check-out not after check-in', { checkIn: '2026-12-10', checkOut: '2026-12-10' }, 'checkOut: '],
    ['more than 30 nights', { checkIn: '2026-12-10', checkOut: '2027-01-10' }, 'checkOut: '],
    ['a check-in over a year ahead', { checkIn: '2027-11-30', checkOut: '2027-12-02' }, 'checkIn: '],
    ['a date that does not exist', { checkIn: '2026-12-32' }, 'checkIn: '],
    ['no room', { rooms: [] }, 'rooms: '],
    ['nine rooms', { rooms: Array.from({ length: 9 }, () => aRoom()) }, 'rooms: '],
    ['no adult', { rooms: [aRoom(0)] }, 'rooms.0.adults: '],
    ['seven adults', { rooms: [aRoom(7)] }, 'rooms.0.adults: '],
    ['five children', { rooms: [aRoom(2, [1, 2, 3, 4, 5])] }, 'rooms.0.childAges: '],
    ['a child of 18', { rooms: [aRoom(2, [18])] }, 'rooms.0.childAges.0: '],
    ['a child without an age', { rooms: [aRoom(2, [null as unknown as number])] }, 'rooms.0.childAges.0: '],
    ['an unknown city', { destinationId: 99 }, 'destinationId: unknown city'],
    ['an unknown hotel', { searchType: 'HOTEL', destinationId: 129999 }, 'destinationId: unknown hotel'],
    ['another country', { countryId: 'SA' }, "countryId: must be the city's country (AE)"],
    ['an unknown search type', { searchType: 'AREA' }, 'searchType: '],
  ])('refuses %s (400 naming the field)', async (_name, overrides, field) => {
    const response = await sandbox.call('/hotel/search', { body: aHotelSearchBody(overrides) });
    expect(await expectError(response, 400)).toContain(field);
  });

  it('refuses an unknown currency', async () => {
    const response = await sandbox.call('/hotel/search', {
      body: aHotelSearchBody(),
      headers: { 'Currency-Preference': 'XYZ' },
    });
    expect(await expectError(response, 400)).toBe('Currency-Preference: unknown currency XYZ');
  });

  it('answers 410 for a forged, expired or another club’s search, and 400 for an offset past the end', async () => {
    const started = await startHotelSearch(aHotelSearchBody({ searchType: 'HOTEL', destinationId: 120034 }));
    expect((await results(started.searchId, 0, { club: NAKHLA_ID })).status).toBe(410);
    expect((await results(`${started.searchId}x`, 0)).status).toBe(410);
    const expired = await readEnvelope<{ sessionTimeout: boolean }>(await results('not-a-search', 0));
    expect(expired).toMatchObject({ data: { sessionTimeout: true }, statusCode: 410 });
    expect(await expectError(await results(started.searchId, 2), 400)).toMatch(/^offset: /);
    clock.advance(31 * 60_000);
    expect((await results(started.searchId, 0)).status).toBe(410);
  });
});

describe('a search limit per client address', () => {
  it('lets an address start 30 searches a minute, then 429 with Retry-After', async () => {
    const limited = await startTestSandbox({ services: { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS } });
    try {
      const body = aHotelSearchBody({ searchType: 'HOTEL', destinationId: 120034 });
      for (let i = 0; i < 30; i++)
        expect((await limited.call('/hotel/search', { body, ip: '198.51.100.9' })).status).toBe(201);
      const refused = await limited.call('/hotel/search', { body, ip: '198.51.100.9' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.call('/hotel/search', { body, ip: '198.51.100.10' })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /hotel/details', () => {
  const family = [aRoom(2), aRoom(2, [1, 7, 9])];
  let details: HotelDetailsView & Record<string, unknown>;
  beforeAll(async () => {
    details = (await hotelDetails(sandbox, 120034, { rooms: family })) as typeof details;
  });

  it('describes the hotel in the page’s language, with photos, policies and times', async () => {
    expect(details).toMatchObject({
      hotelId: 120034,
      cityName: 'Dubai',
      countryId: 'AE',
      timeZone: 'Asia/Dubai',
      nights: 3,
    });
    expect((details.photos as string[]).length).toBe(6);
    const arabic = (await hotelDetails(sandbox, 120034, {
      rooms: family,
      options: { headers: { language: 'ar' } },
    })) as unknown as Record<string, unknown>;
    expect(arabic.description).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.cityName).toBe('دبي');
  });

  it('prices every rate for each room it can take, and lists which room types take which room', async () => {
    for (const [i, fitting] of details.fitsRooms.entries()) {
      for (const room of details.rooms) {
        for (const rate of room.rates)
          expect(rate.byRoom[i] !== null).toBe(fitting.includes(room.roomTypeId));
      }
    }
    const rate = details.rooms[0]!.rates[0]!;
    expect(Math.round((rate.base + rate.taxes + rate.fees) * 100)).toBe(Math.round(rate.total * 100));
    expect(rate.total).toBe(rate.byRoom[0]?.total);
  });

  it('is the same for the same body, and 404 for an unknown hotel', async () => {
    expect(await hotelDetails(sandbox, 120034, { rooms: family })).toEqual(details);
    const response = await sandbox.call('/hotel/details', {
      body: { hotelId: 129999, ...A_STAY, rooms: [aRoom()] },
    });
    expect(await expectError(response, 404)).toBe('Hotel not found');
  });
});

describe('POST /hotel/rate-check', () => {
  const allRates = (details: HotelDetailsView) => details.rooms.flatMap((room) => room.rates);

  it('confirms rates with a token valid 20 minutes and the stay', async () => {
    const details = await hotelDetails(sandbox, 120034);
    const rateIds = confirmedRates(details);
    const checked = await rateCheck(sandbox, 120034, rateIds);
    expect(checked.status).toBe('CONFIRMED');
    expect(checked.newPrice).toBe(checked.oldPrice);
    expect(checked.rateToken).toEqual(expect.any(String));
    expect(checked.stay.total).toBe(checked.newPrice);
  });

  it('says when a price went up (old and new) and when a rate is sold out (no token)', async () => {
    const hotels = Array.from({ length: 40 }, (_, i) => 120001 + i);
    let changed: [number, string] | null = null;
    let soldOut: [number, string] | null = null;
    for (const hotelId of hotels) {
      const details = await hotelDetails(sandbox, hotelId);
      const fitting = details.fitsRooms[0]!;
      for (const rate of allRates({
        ...details,
        rooms: details.rooms.filter((r) => fitting.includes(r.roomTypeId)),
      })) {
        if (!changed && !isSoldOut(rate.rateId) && priceChangeOf(rate.rateId) > 1)
          changed = [hotelId, rate.rateId];
        if (!soldOut && isSoldOut(rate.rateId)) soldOut = [hotelId, rate.rateId];
      }
      if (changed && soldOut) break;
    }
    const up = await rateCheck(sandbox, changed![0], [changed![1]]);
    expect(up.status).toBe('PRICE_CHANGED');
    expect(up.newPrice).toBeGreaterThan(up.oldPrice);
    expect(up.newPrice / up.oldPrice).toBeLessThan(1.13);
    expect(up.rateToken).toEqual(expect.any(String));
    const gone = await rateCheck(sandbox, soldOut![0], [soldOut![1]]);
    expect(gone).toMatchObject({ status: 'UNAVAILABLE', rateToken: null, unavailableRateIds: [soldOut![1]] });
  });

  it('refuses a rate per room missing, an unknown rate and a room type that cannot take the room', async () => {
    const details = await hotelDetails(sandbox, 120034);
    const [rateId] = confirmedRates(details);
    const check = (body: Record<string, unknown>) =>
      sandbox.call('/hotel/rate-check', {
        body: { hotelId: 120034, ...A_STAY, rooms: [aRoom()], rateIds: [rateId], ...body },
      });
    expect(await expectError(await check({ rateIds: [rateId, rateId] }), 400)).toBe(
      'rateIds: one rate per room (1)',
    );
    expect(await expectError(await check({ rateIds: ['120001-0-0'] }), 400)).toBe(
      'rateIds.0: unknown rate 120001-0-0',
    );
    const crowded = await sandbox.call('/hotel/rate-check', {
      body: {
        hotelId: 120034,
        ...A_STAY,
        rooms: [aRoom(6, [1, 2, 3, 4])],
        rateIds: [details.rooms[0]!.rates[0]!.rateId],
      },
    });
    expect(await expectError(crowded, 400)).toBe('rateIds.0: the room type cannot take room 1');
    expect(await expectError(await check({ hotelId: 129999 }), 404)).toBe('Hotel not found');
  });
});

describe('GET /hotel/photo/{hotelId}/{n}.svg', () => {
  it('serves generated SVG photos cacheable for a year, without API headers', async () => {
    const response = await sandbox.call('/hotel/photo/120034/0.svg', { apikey: null, club: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg /);
    expect((await sandbox.call('/hotel/photo/120034/10.svg', { apikey: null, club: null })).status).toBe(200);
    expect((await sandbox.call('/hotel/photo/120034/7.svg', { apikey: null, club: null })).status).toBe(404);
    expect((await sandbox.call('/hotel/photo/129999/0.svg', { apikey: null, club: null })).status).toBe(404);
    expect((await sandbox.call('/hotel/photo/120034/0.png', { apikey: null, club: null })).status).toBe(400);
  });

  it('gzips a photo for a browser that accepts it (an SVG is text: 4–6 kB drawn, under 1 kB sent)', async () => {
    const response = await sandbox.call('/hotel/photo/120034/0.svg', {
      apikey: null,
      club: null,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sent = Buffer.from(await response.arrayBuffer());
    expect(sent.byteLength).toBeLessThan(1_500);
    expect(gunzipSync(sent).toString('utf8')).toMatch(/^<svg /);
  });
});
