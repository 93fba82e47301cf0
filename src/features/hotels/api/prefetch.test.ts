// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aHotelDetails } from '@tests/builders/aHotelDetails';
import { aHotelSummary } from '@tests/builders/aHotelSummary';
import type { HotelSearch } from '../search/hotelSearch';
import {
  INITIAL_HOTELS,
  lookUpHotelDetails,
  prefetchHotelDetails,
  prefetchHotelResults,
  visitorIpFrom,
} from './prefetch';

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

const caller = { clubId: 101, language: 'ar', currency: 'qar' };
const query = {
  hotelId: 50001,
  checkIn: '2026-12-16',
  checkOut: '2026-12-18',
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [7] },
  ],
};
const search: HotelSearch = {
  searchType: 'CITY',
  destinationId: 5,
  countryId: 'QA',
  checkIn: '2026-12-16',
  checkOut: '2026-12-18',
  rooms: query.rooms,
};

type Answer = { status: number; body: unknown } | 'hang' | 'refused';
interface Call {
  path: string;
  headers: Headers;
  body: unknown;
}

/** The club API as `fetch` sees it: each path answers from its queue (the last answer repeats). */
function clubApi(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const path = new URL(input).pathname;
      calls.push({ path, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      const queue = answers[path] ?? [];
      const answer = queue.length > 1 ? queue.shift()! : queue[0];
      if (!answer || answer === 'refused') throw new TypeError('fetch failed: ECONNREFUSED');
      if (answer === 'hang')
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const ok = (data: unknown) => ({ status: 200, body: { data, message: 'OK', statusCode: 200 } });
const started = ok({ searchId: 's1', currency: 'QAR', nights: 2, total: 30, expiresAt: '' });
const hotels = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => aHotelSummary(from + i, `Hotel ${from + i}`, 4, 100, true));
const batch = (list: unknown[], nextOffset: number, complete = false) =>
  ok({
    searchId: 's1',
    complete,
    progress: complete ? 100 : 34,
    total: 30,
    hotels: list,
    nextOffset,
    currency: 'QAR',
  });

afterEach(() => vi.unstubAllGlobals());

describe('prefetchHotelDetails', () => {
  it('asks the club API for the stay as the browser would, and says in which currency', async () => {
    const calls = clubApi({ '/hotel/details': [ok(aHotelDetails())] });
    const initial = await prefetchHotelDetails(query, { ...caller, visitorIp: '203.0.113.9' });
    expect(initial).toEqual({ details: aHotelDetails(), currency: 'QAR' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual(query);
    expect(Object.fromEntries(calls[0]!.headers)).toMatchObject({
      apikey: 'sandbox-demo-key',
      language: 'ar',
      'whitelabel-id': '101',
      'currency-preference': 'QAR',
      'x-forwarded-for': '203.0.113.9',
    });
  });

  it('gives null (the browser then asks) on an error answer, no answer, or one later than the deadline', async () => {
    clubApi({ '/hotel/details': [{ status: 404, body: { data: null, message: 'Hotel not found' } }] });
    expect(await prefetchHotelDetails(query, caller)).toBeNull();
    clubApi({ '/hotel/details': ['refused'] });
    expect(await prefetchHotelDetails(query, caller)).toBeNull();
    clubApi({ '/hotel/details': ['hang'] });
    const begun = Date.now();
    expect(await prefetchHotelDetails(query, caller, 50)).toBeNull();
    expect(Date.now() - begun).toBeLessThan(1_000);
  });

  it("tells a hotel the club API does not know (404: the page's 404) from a failure (the browser asks)", async () => {
    clubApi({ '/hotel/details': [{ status: 404, body: { data: null, message: 'Hotel not found' } }] });
    expect(await lookUpHotelDetails(query, caller)).toBe('missing');
    clubApi({ '/hotel/details': [{ status: 500, body: { data: null, message: 'Server error' } }] });
    expect(await lookUpHotelDetails(query, caller)).toBeNull();
    clubApi({ '/hotel/details': ['refused'] });
    expect(await lookUpHotelDetails(query, caller)).toBeNull();
    clubApi({ '/hotel/details': [ok(aHotelDetails())] });
    expect(await lookUpHotelDetails(query, caller)).toEqual({ details: aHotelDetails(), currency: 'QAR' });
  });
});

describe('visitorIpFrom', () => {
  it("reads the address the trusted proxy saw, as /api/userIp does, and nothing that isn't one", () => {
    expect(visitorIpFrom('198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(visitorIpFrom('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(visitorIpFrom('not-an-ip')).toBeNull();
    expect(visitorIpFrom(null)).toBeNull();
  });
});

describe('prefetchHotelResults', () => {
  it('starts the search and polls until its first hotels, then hands over where the browser goes on', async () => {
    const first = hotels(3);
    const calls = clubApi({
      '/hotel/search': [started],
      '/hotel/search/results': [batch([], 0), batch(first, 3)],
    });
    const initial = await prefetchHotelResults(search, caller);
    expect(initial).toEqual({
      searchId: 's1',
      currency: 'QAR',
      nights: 2,
      total: 30,
      hotels: first,
      offset: 3,
      progress: 34,
      complete: false,
      priceCurrency: 'QAR',
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/hotel/search',
      '/hotel/search/results',
      '/hotel/search/results',
    ]);
    expect(calls[0]!.body).toEqual(search);
    expect(calls[2]!.body).toEqual({ searchId: 's1', offset: 0 });
    expect(calls[1]!.headers.get('currency-preference')).toBe('QAR');
    // No visitor address known: the header is left out, not sent empty.
    expect(calls[1]!.headers.has('x-forwarded-for')).toBe(false);
  });

  it(`keeps only the first ${INITIAL_HOTELS} hotels of a big batch; the browser asks for the rest from there`, async () => {
    clubApi({ '/hotel/search': [started], '/hotel/search/results': [batch(hotels(20), 20)] });
    const initial = await prefetchHotelResults(search, caller);
    expect(initial?.hotels.map((h) => h.hotelId)).toEqual(hotels(INITIAL_HOTELS).map((h) => h.hotelId));
    expect(initial).toMatchObject({ offset: INITIAL_HOTELS, complete: false });
  });

  it('keeps a batch whole when it left out hotels (no rate for the rooms): its places are not known', async () => {
    clubApi({ '/hotel/search': [started], '/hotel/search/results': [batch(hotels(20), 22, true)] });
    const initial = await prefetchHotelResults(search, caller);
    expect(initial?.hotels).toHaveLength(20);
    expect(initial).toMatchObject({ offset: 22, complete: true, progress: 100 });
  });

  it('hands over a search that completed with no hotels', async () => {
    clubApi({ '/hotel/search': [started], '/hotel/search/results': [batch([], 0, true)] });
    expect(await prefetchHotelResults(search, caller)).toMatchObject({ hotels: [], complete: true });
  });

  it('gives null (the browser then searches) when the search fails, a poll fails, or the hotels are late', async () => {
    clubApi({ '/hotel/search': [{ status: 429, body: { data: null, message: 'Too many searches' } }] });
    expect(await prefetchHotelResults(search, caller)).toBeNull();
    clubApi({ '/hotel/search': [started], '/hotel/search/results': ['refused'] });
    expect(await prefetchHotelResults(search, caller)).toBeNull();
    clubApi({ '/hotel/search': ['hang'] });
    const begun = Date.now();
    expect(await prefetchHotelResults(search, caller, 50)).toBeNull();
    expect(Date.now() - begun).toBeLessThan(1_000);
  });

  it('hands over the started search with no hotels when none came by the deadline', async () => {
    const calls = clubApi({ '/hotel/search': [started], '/hotel/search/results': [batch([], 0)] });
    const begun = Date.now();
    expect(await prefetchHotelResults(search, caller, 400)).toEqual({
      searchId: 's1',
      currency: 'QAR',
      nights: 2,
      total: 30,
      hotels: [],
      offset: 0,
      progress: 0,
      complete: false,
      priceCurrency: 'QAR',
    });
    expect(Date.now() - begun).toBeLessThan(1_500);
    expect(calls.filter((call) => call.path === '/hotel/search')).toHaveLength(1);
  });
});
