import { describe, expect, it } from 'vitest';
import { airportDirectory } from './airports';
import { aSearchQuery, oneWay, passengers, roundTrip } from './builders';
import {
  generateOffers,
  lowestOfferPrice,
  type CurrencyRate,
  type LegOptionsMemo,
  type SearchQuery,
} from './index';

const USD: CurrencyRate = { code: 'USD', rate: 1, decimals: 2 };
const KWD: CurrencyRate = { code: 'KWD', rate: 0.3075, decimals: 3 };

const cheapestOffer = (query: SearchQuery, currency: CurrencyRate) => {
  const offers = generateOffers(query, airportDirectory, currency);
  return offers.length === 0 ? null : Math.min(...offers.map((offer) => offer.totalPrice));
};

describe('lowestOfferPrice: the price calendar figure', () => {
  it.each([
    ['one way', { legs: oneWay('DXB', 'LHR', '2026-12-03') }, USD],
    ['a round trip for a family', { legs: roundTrip('DXB', 'LHR'), passengers: passengers(2, 2, 1) }, USD],
    ['business, three decimals', { legs: roundTrip('JED', 'CAI'), cabin: 3 as const }, KWD],
    ['a short hop', { legs: oneWay('RUH', 'JED', '2026-12-10') }, KWD],
    [
      'three legs (more candidates than a search keeps)',
      {
        legs: [
          { origin: 'DXB', destination: 'LHR', date: '2026-12-01' },
          { origin: 'LHR', destination: 'CDG', date: '2026-12-05' },
          { origin: 'CDG', destination: 'DXB', date: '2026-12-09' },
        ],
      },
      USD,
    ],
    [
      'a party of nine in first',
      { legs: oneWay('DXB', 'LHR', '2026-12-04'), cabin: 4 as const, passengers: passengers(9, 0, 0) },
      USD,
    ],
  ])('is the cheapest offer generateOffers gives: %s', (_name, overrides, currency) => {
    const query = aSearchQuery(overrides);
    expect(lowestOfferPrice(query, airportDirectory, currency)).toBe(cheapestOffer(query, currency));
  });

  it('gives the same figures when a month of searches shares its legs', () => {
    const memo: LegOptionsMemo = new Map();
    for (const day of ['01', '02', '03']) {
      const query = aSearchQuery({ legs: oneWay('DXB', 'CDG', `2026-12-${day}`) });
      expect(lowestOfferPrice(query, airportDirectory, USD, memo)).toBe(cheapestOffer(query, USD));
    }
    expect(memo.size).toBe(3);
  });
});
