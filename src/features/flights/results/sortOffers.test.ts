import { describe, expect, it } from 'vitest';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import type { Offer } from '../api/types';
import { BEST_DURATION_WEIGHT, BEST_PRICE_WEIGHT, bestScores, sortByKeys, sortOffers } from './sortOffers';

const offers = [
  aFlightOffer({ id: 'cheap-slow', price: 300, durationMinutes: 900, departs: '13:00' }),
  aFlightOffer({ id: 'dear-fast', price: 900, durationMinutes: 400, departs: '09:00' }),
  aFlightOffer({ id: 'balanced', price: 330, durationMinutes: 450, departs: '22:00' }),
  aFlightOffer({ id: 'early', price: 500, durationMinutes: 600, departs: '05:15' }),
];
const ids = (list: Offer[]) => list.map((o) => o.offerId);

describe('sortOffers', () => {
  it('cheapest first', () =>
    expect(ids(sortOffers(offers, 'cheapest'))).toEqual(['cheap-slow', 'balanced', 'early', 'dear-fast']));
  it('fastest first', () =>
    expect(ids(sortOffers(offers, 'fastest'))).toEqual(['dear-fast', 'balanced', 'early', 'cheap-slow']));
  it('earliest departure first', () =>
    expect(ids(sortOffers(offers, 'earliest'))).toEqual(['early', 'dear-fast', 'cheap-slow', 'balanced']));

  it('best balances price and duration', () => {
    expect(ids(sortOffers(offers, 'best'))[0]).toBe('balanced');
    const score = bestScores(offers);
    // The cheapest (300) and fastest (400 min) set the scale.
    expect(score(offers[2] as Offer)).toBeCloseTo(
      BEST_PRICE_WEIGHT * (330 / 300) + BEST_DURATION_WEIGHT * (450 / 400),
    );
  });

  it('keeps the API order for ties and does not change its input', () => {
    const same = [
      aFlightOffer({ id: 'a', price: 100 }),
      aFlightOffer({ id: 'b', price: 100 }),
      aFlightOffer({ id: 'c', price: 50 }),
    ];
    expect(ids(sortOffers(same, 'cheapest'))).toEqual(['c', 'a', 'b']);
    expect(ids(same)).toEqual(['a', 'b', 'c']);
  });

  it('sums the legs of a round trip for fastest', () => {
    const roundTrip = aFlightOffer({ id: 'rt', durationMinutes: 300, legs: 2 });
    const oneLegLonger = aFlightOffer({ id: 'ow', durationMinutes: 500 });
    expect(ids(sortOffers([roundTrip, oneLegLonger], 'fastest'))).toEqual(['ow', 'rt']);
  });
});

describe('sortByKeys is O(n log n)', () => {
  /** A shuffled list of n numbers, the same for the same n. */
  function shuffled(n: number): number[] {
    const list = Array.from({ length: n }, (_, i) => i);
    let seed = n;
    for (let i = n - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [list[i], list[j]] = [list[j] as number, list[i] as number];
    }
    return list;
  }

  it.each([1000, 2000, 4000, 8000])(
    'computes %i keys once each and compares at most 2·n·log2(n) times',
    (n) => {
      let keys = 0;
      let comparisons = 0;
      const sorted = sortByKeys(
        shuffled(n),
        (value) => {
          keys += 1;
          return value;
        },
        (a, b) => {
          comparisons += 1;
          return a - b;
        },
      );
      expect(sorted).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(keys).toBe(n);
      expect(comparisons).toBeLessThanOrEqual(2 * n * Math.log2(n));
    },
  );

  it('reads each offer a constant number of times whatever the sort', () => {
    let reads = 0;
    const watched = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          new Proxy(aFlightOffer({ price: (i * 7919) % 1000, durationMinutes: 300 + (i % 400) }), {
            get(target, key, receiver) {
              reads += 1;
              return Reflect.get(target, key, receiver);
            },
          }),
      );
    for (const sort of ['cheapest', 'fastest', 'earliest', 'best'] as const) {
      const perOffer = (n: number) => {
        const list = watched(n);
        reads = 0;
        sortOffers(list, sort);
        return reads / n;
      };
      expect(perOffer(4000), sort).toBe(perOffer(1000));
    }
  });
});
