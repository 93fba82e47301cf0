import { describe, expect, it, vi } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import { releaseSchedule } from './batches';
import { aSearchQuery } from '../../lib/flight-offers/builders';
import type { Offer } from '../../lib/flight-offers';
import { FARE_TTL_MS, SEARCH_TTL_MS, createSearchStore, type NewFare, type NewSearch } from './repository';

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

describe('search store', () => {
  it('keeps a search for 20 minutes on its clock, for its club only', () => {
    const clock = aFakeClock(Date.parse('2026-11-21T10:00:00Z'));
    const store = createSearchStore();
    const search = store.addSearch(aNewSearch(), [], clock.now());

    expect(search.expiresAt - search.createdAt).toBe(SEARCH_TTL_MS);
    expect(store.findSearch(search.routingId, 101, clock.now())).toEqual(search);
    expect(store.findSearch(search.routingId, 102, clock.now())).toBeNull();
    expect(store.findSearch('unknown', 101, clock.now())).toBeNull();
    clock.advance(SEARCH_TTL_MS - 1);
    expect(store.findSearch(search.routingId, 101, clock.now())).not.toBeNull();
    clock.advance(1);
    expect(store.findSearch(search.routingId, 101, clock.now())).toBeNull();
  });

  it('gives each search its own routing id', () => {
    const store = createSearchStore();
    const ids = new Set(
      Array.from({ length: 50 }, () => store.addSearch(aNewSearch(), [], new Date()).routingId),
    );
    expect(ids.size).toBe(50);
  });

  it('regenerates offers the cache let go, and shares them between identical searches', () => {
    const store = createSearchStore();
    const offers = [{ offerId: 'a' }] as Offer[];
    const first = store.addSearch(aNewSearch({ offersKey: 'same' }), offers, new Date());
    const generate = vi.fn(() => offers);
    expect(store.offersOf(first, generate)).toBe(offers);
    expect(generate).not.toHaveBeenCalled();

    for (let i = 0; i < 30; i++) store.addSearch(aNewSearch({ offersKey: `other-${i}` }), [], new Date());
    expect(store.offersOf(first, generate)).toEqual(offers);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('keeps a revalidated fare for 20 minutes', () => {
    const clock = aFakeClock();
    const store = createSearchStore();
    const fare = store.addFare(aNewFare(), clock.now());

    expect(fare.fareToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.findFare(fare.fareToken, clock.now())).toMatchObject({
      totalPrice: 100,
      offer: { offerId: 'o-1' },
    });
    clock.advance(FARE_TTL_MS);
    expect(store.findFare(fare.fareToken, clock.now())).toBeNull();
    expect(store.findFare('nope', clock.now())).toBeNull();
  });
});
