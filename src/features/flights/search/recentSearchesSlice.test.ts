import { describe, expect, it } from 'vitest';
import type { FlightSearch } from '../model';
import {
  MAX_RECENT_SEARCHES,
  recentFlightSearchesSlice,
  recentSearchAdded,
  recentSearchesCleared,
  runnableRecentSearches,
  placesIn,
  type RecentSearch,
} from './recentSearchesSlice';

const reducer = recentFlightSearchesSlice.reducer;

function aSearch(to: string, date = '2026-07-01', overrides: Partial<FlightSearch> = {}): RecentSearch {
  return {
    search: {
      tripType: 'oneway',
      legs: [{ from: 'DXB', to, date }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
      airline: null,
      ...overrides,
    },
    places: { DXB: { city: 'Dubai', name: 'Dubai International Airport' } },
  };
}

describe('recent flight searches', () => {
  it('puts the newest search first', () => {
    let state = reducer(undefined, recentSearchAdded(aSearch('LHR')));
    state = reducer(state, recentSearchAdded(aSearch('CDG')));
    expect(state.items.map((i) => i.search.legs[0]?.to)).toEqual(['CDG', 'LHR']);
  });

  it('keeps one entry per search, moving a repeated one to the front', () => {
    let state = reducer(undefined, recentSearchAdded(aSearch('LHR')));
    state = reducer(state, recentSearchAdded(aSearch('CDG')));
    state = reducer(state, recentSearchAdded(aSearch('LHR')));
    expect(state.items.map((i) => i.search.legs[0]?.to)).toEqual(['LHR', 'CDG']);
  });

  it('treats a different cabin or traveller count as a different search', () => {
    let state = reducer(undefined, recentSearchAdded(aSearch('LHR')));
    state = reducer(state, recentSearchAdded(aSearch('LHR', '2026-07-01', { cabin: 'business' })));
    state = reducer(state, recentSearchAdded(aSearch('LHR', '2026-07-01', { adults: 2 })));
    expect(state.items).toHaveLength(3);
  });

  it(`keeps the last ${MAX_RECENT_SEARCHES}`, () => {
    let state = reducer(undefined, { type: 'init' });
    for (const to of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG'])
      state = reducer(state, recentSearchAdded(aSearch(to)));
    expect(state.items.map((i) => i.search.legs[0]?.to)).toEqual(['GGG', 'FFF', 'EEE', 'DDD', 'CCC']);
  });

  it('clears', () => {
    const state = reducer(reducer(undefined, recentSearchAdded(aSearch('LHR'))), recentSearchesCleared());
    expect(state.items).toEqual([]);
  });

  it('offers only searches whose dates have not passed', () => {
    const items = [aSearch('LHR', '2026-07-01'), aSearch('CDG', '2026-06-14'), aSearch('JFK', '2026-06-15')];
    expect(runnableRecentSearches(items, '2026-06-15').map((i) => i.search.legs[0]?.to)).toEqual([
      'LHR',
      'JFK',
    ]);
  });
});

describe('the place names of a recent search', () => {
  const dubai = { DXB: { city: 'Dubai', name: 'Dubai International Airport' } };

  it('are shown in the language the search was made in', () => {
    expect(placesIn({ ...aSearch('LHR'), places: dubai, locale: 'en' }, 'en')).toEqual(dubai);
  });

  it('give way to the airport codes in another language', () => {
    expect(placesIn({ ...aSearch('LHR'), places: dubai, locale: 'en' }, 'ar')).toEqual({});
  });

  it('are kept for searches saved before their language was', () => {
    expect(placesIn({ ...aSearch('LHR'), places: dubai }, 'ar')).toEqual(dubai);
  });
});
