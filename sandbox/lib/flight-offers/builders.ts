import type { Cabin, LegQuery, Passengers, SearchQuery } from './types';

/** Test data builders for searches (used by the generator's and the routes' tests). */
export function aSearchQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    legs: [{ origin: 'DXB', destination: 'LHR', date: '2026-12-01' }],
    cabin: 1,
    passengers: { adults: 1, children: 0, infants: 0 },
    airline: null,
    ...overrides,
  };
}

export const oneWay = (origin: string, destination: string, date = '2026-12-01'): LegQuery[] => [
  { origin, destination, date },
];

export const roundTrip = (origin: string, destination: string, out = '2026-12-01', back = '2026-12-08') => [
  { origin, destination, date: out },
  { origin: destination, destination: origin, date: back },
];

export const passengers = (adults: number, children = 0, infants = 0): Passengers => ({
  adults,
  children,
  infants,
});

export const CABINS: Cabin[] = [1, 2, 3, 4];
