import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { releaseSchedule } from './batches';
import { aSearchQuery } from '../../lib/flight-offers/builders';
import type { Offer } from '../../lib/flight-offers';
import {
  FARE_TTL_MS,
  SEARCH_TTL_MS,
  createOfferCache,
  createSearchStore,
  type NewFare,
  type NewSearch,
} from './repository';

const USD = { code: 'USD', rate: 1, decimals: 2 };

const aNewSearch = (overrides: Partial<NewSearch> = {}): NewSearch => ({
  clubId: 101,
  tripType: 'Oneway',
  query: aSearchQuery(),
  currency: USD,
  offersKey: 'key-1',
  total: 0,
  schedule: releaseSchedule('seed', 0),
  ...overrides,
});

const aNewFare = (overrides: Partial<NewFare> = {}): NewFare => ({
  routingId: 'r-1',
  clubId: 101,
  tripType: 'Oneway',
  cabin: 1,
  passengers: { adults: 1, children: 0, infants: 0 },
  offer: { offerId: 'o-1', totalPrice: 100 } as Offer,
  currency: 'USD',
  totalPrice: 100,
  ...overrides,
});

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('search store', () => {
  it('keeps a search for 20 minutes on its clock, for its club only', async () => {
    const clock = aFakeClock(Date.parse('2026-11-21T10:00:00Z'));
    const store = createSearchStore(sandbox.database.db);
    const search = await store.addSearch(
      aNewSearch({ query: aSearchQuery({ excludedAirports: new Set(['DOH']) }) }),
      [],
      clock.now(),
    );

    expect(search.expiresAt - search.createdAt).toBe(SEARCH_TTL_MS);
    expect(await store.findSearch(search.routingId, 101, clock.now())).toEqual(search);
    expect(await store.findSearch(search.routingId, 102, clock.now())).toBeNull();
    expect(await store.findSearch('unknown', 101, clock.now())).toBeNull();
    clock.advance(SEARCH_TTL_MS - 1);
    expect(await store.findSearch(search.routingId, 101, clock.now())).not.toBeNull();
    clock.advance(1);
    expect(await store.findSearch(search.routingId, 101, clock.now())).toBeNull();
  });

  it('shares searches and fares between stores over one database (two API instances)', async () => {
    const clock = aFakeClock();
    const first = createSearchStore(sandbox.database.db, createOfferCache());
    const second = createSearchStore(sandbox.database.db, createOfferCache());
    const search = await first.addSearch(aNewSearch(), [], clock.now());
    const fare = await first.addFare(aNewFare(), clock.now());

    expect(await second.findSearch(search.routingId, 101, clock.now())).toEqual(search);
    expect(await second.findFare(fare.fareToken, clock.now())).toEqual(fare);
  });

  it('gives each search its own routing id', async () => {
    const store = createSearchStore(sandbox.database.db);
    const searches = await Promise.all(
      Array.from({ length: 50 }, () => store.addSearch(aNewSearch(), [], new Date())),
    );
    expect(new Set(searches.map((search) => search.routingId)).size).toBe(50);
  });

  it('regenerates offers the cache let go, and shares them between identical searches', async () => {
    const store = createSearchStore(sandbox.database.db, createOfferCache());
    const offers = [{ offerId: 'a' }] as Offer[];
    const first = await store.addSearch(aNewSearch({ offersKey: 'same' }), offers, new Date());
    const generate = vi.fn(() => offers);
    expect(store.offersOf(first, generate)).toBe(offers);
    expect(generate).not.toHaveBeenCalled();

    for (let i = 0; i < 30; i++)
      await store.addSearch(aNewSearch({ offersKey: `other-${i}` }), [], new Date());
    expect(store.offersOf(first, generate)).toEqual(offers);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it("keeps a complete search's answers per key, each encoded once, and lets the largest go", async () => {
    const store = createSearchStore(sandbox.database.db, createOfferCache(24, 100));
    const search = await store.addSearch(aNewSearch(), [], new Date());
    const other = await store.addSearch(aNewSearch(), [], new Date());
    const encoded = (text: string) => vi.fn(async () => ({ body: Buffer.from(text), gzipped: false }));

    const first = encoded('from 0 in en');
    expect((await store.finishedAnswer(search, '0|en', first)).body.toString()).toBe('from 0 in en');
    const again = encoded('encoded again');
    expect((await store.finishedAnswer(search, '0|en', again)).body.toString()).toBe('from 0 in en');
    expect(again).not.toHaveBeenCalled();
    // Another key, another search: answers of their own.
    const arabic = encoded('from 0 in ar');
    expect((await store.finishedAnswer(search, '0|ar', arabic)).body.toString()).toBe('from 0 in ar');
    const otherSearch = encoded('the other search');
    expect((await store.finishedAnswer(other, '0|en', otherSearch)).body.toString()).toBe('the other search');
    expect([first, arabic, otherSearch].map((encode) => encode.mock.calls.length)).toEqual([1, 1, 1]);

    // Past the byte budget (100 here) the least recently used answers go, and are encoded again.
    await store.finishedAnswer(other, 'large', encoded('x'.repeat(90)));
    const later = encoded('from 0 in en, again');
    expect((await store.finishedAnswer(search, '0|en', later)).body.toString()).toBe('from 0 in en, again');
  });

  it('keeps a revalidated fare for 20 minutes', async () => {
    const clock = aFakeClock();
    const store = createSearchStore(sandbox.database.db);
    const fare = await store.addFare(aNewFare(), clock.now());

    expect(fare.fareToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.findFare(fare.fareToken, clock.now())).toMatchObject({
      totalPrice: 100,
      offer: { offerId: 'o-1' },
    });
    clock.advance(FARE_TTL_MS);
    expect(await store.findFare(fare.fareToken, clock.now())).toBeNull();
    expect(await store.findFare('nope', clock.now())).toBeNull();
  });
});
