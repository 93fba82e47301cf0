import { describe, expect, it } from 'vitest';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import type { Offer } from '../api/types';
import { NO_FILTERS, type OfferFilters } from '../url/resultsView';
import { filterOffers } from './filterOffers';
import { offerFacets } from './offerFacets';

const offers = [
  aFlightOffer({
    id: 'direct-cheap',
    price: 300,
    stops: 0,
    airline: 'FZ',
    departs: '06:00',
    durationMinutes: 420,
  }),
  aFlightOffer({ id: 'one-stop', price: 450, stops: 1, airline: 'QR', departs: '11:59', refundable: true }),
  aFlightOffer({
    id: 'two-stops',
    price: 250,
    stops: 2,
    airline: 'TK',
    departs: '23:10',
    durationMinutes: 900,
  }),
  aFlightOffer({
    id: 'direct-dear',
    price: 900,
    stops: 0,
    airline: 'EK',
    departs: '12:00',
    refundable: true,
  }),
];
const ids = (list: Offer[]) => list.map((o) => o.offerId);
const only = (filters: Partial<OfferFilters>) => ids(filterOffers(offers, { ...NO_FILTERS, ...filters }));

describe('filterOffers', () => {
  it('keeps everything, in order, without filters', () => {
    expect(only({})).toEqual(['direct-cheap', 'one-stop', 'two-stops', 'direct-dear']);
  });

  it.each<[string, Partial<OfferFilters>, string[]]>([
    ['non stop', { stops: [0] }, ['direct-cheap', 'direct-dear']],
    ['one stop', { stops: [1] }, ['one-stop']],
    ['two plus stops', { stops: [2] }, ['two-stops']],
    ['non stop or one stop', { stops: [0, 1] }, ['direct-cheap', 'one-stop', 'direct-dear']],
    ['refundable', { refundable: 'refundable' }, ['one-stop', 'direct-dear']],
    ['non-refundable', { refundable: 'non_refund' }, ['direct-cheap', 'two-stops']],
    ['one airline', { airlines: ['EK'] }, ['direct-dear']],
    ['two airlines', { airlines: ['EK', 'TK'] }, ['two-stops', 'direct-dear']],
    ['a lowest price (inclusive)', { minPrice: 300 }, ['direct-cheap', 'one-stop', 'direct-dear']],
    ['a highest price (inclusive)', { maxPrice: 450 }, ['direct-cheap', 'one-stop', 'two-stops']],
    ['a price range', { minPrice: 260, maxPrice: 500 }, ['direct-cheap', 'one-stop']],
    ['morning departures (06:00–11:59)', { depTime: [6, 12] }, ['direct-cheap', 'one-stop']],
    ['evening departures', { depTime: [18, 24] }, ['two-stops']],
    ['combined', { stops: [0], refundable: 'refundable', maxPrice: 1000 }, ['direct-dear']],
    ['nothing matches', { stops: [1], airlines: ['EK'] }, []],
  ])('%s', (_what, filters, expected) => {
    expect(only(filters)).toEqual(expected);
  });

  it('filters arrival times on the first leg', () => {
    // direct-cheap departs 06:00 and flies 7 h: it lands at 13:00.
    expect(only({ arrTime: [12, 18] })).toContain('direct-cheap');
    expect(only({ arrTime: [0, 6] })).not.toContain('direct-cheap');
  });

  it('counts an offer by the most stops on any leg', () => {
    const roundTrip = aFlightOffer({ id: 'rt', stops: 0, legs: 2 });
    const second = roundTrip.legs[1];
    if (second) second.stops = 1;
    expect(ids(filterOffers([roundTrip], { ...NO_FILTERS, stops: [0] }))).toEqual([]);
    expect(ids(filterOffers([roundTrip], { ...NO_FILTERS, stops: [1] }))).toEqual(['rt']);
  });

  it('reads each offer a constant number of times (linear work)', () => {
    let reads = 0;
    const watched = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const offer = aFlightOffer({ price: 100 + (i % 50), stops: i % 3 });
        return new Proxy(offer, {
          get(target, key, receiver) {
            reads += 1;
            return Reflect.get(target, key, receiver);
          },
        });
      });
    const filters: OfferFilters = {
      ...NO_FILTERS,
      stops: [0, 1, 2],
      minPrice: 0,
      depTime: [0, 24],
      arrTime: [0, 24],
    };
    const readsFor = (n: number) => {
      const list = watched(n);
      reads = 0;
      filterOffers(list, filters);
      return reads / n;
    };
    expect(readsFor(4000)).toBe(readsFor(1000));
  });
});

describe('offerFacets', () => {
  it('counts stops, fares, prices and groups the airlines', () => {
    const facets = offerFacets(offers, new Set(['EK', 'FZ']));
    expect(facets.stops).toEqual([2, 1, 1]);
    expect(facets.fareCounts).toEqual([2, 2]);
    expect(facets.price).toEqual({ min: 250, max: 900 });
    // By name: "Airline FZ" before "Emirates".
    expect(facets.domestic.map((a) => a.code)).toEqual(['FZ', 'EK']);
    expect(facets.international.map((a) => a.code)).toEqual(['QR', 'TK']);
    expect(facets.domestic.find((a) => a.code === 'FZ')).toMatchObject({ count: 1, minPrice: 300 });
  });

  it('has no price range without offers', () => {
    expect(offerFacets([], new Set()).price).toBeNull();
  });
});
