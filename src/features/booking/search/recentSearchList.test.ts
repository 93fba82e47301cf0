import { describe, expect, it } from 'vitest';
import { MAX_RECENT, withRecentSearch } from './recentSearchList';

const entry = (city: string, at: number) => ({ search: { city }, at });
const byCity = (search: { city: string }) => search.city;

describe('withRecentSearch', () => {
  it('puts the new search first and drops an earlier entry for the same search', () => {
    const items = [entry('DXB', 2), entry('LHR', 1)];
    expect(withRecentSearch(items, entry('LHR', 3), byCity)).toEqual([entry('LHR', 3), entry('DXB', 2)]);
  });

  it(`keeps at most ${MAX_RECENT}`, () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map((city, i) => entry(city, i));
    const next = withRecentSearch(items, entry('F', 9), byCity);
    expect(next.map((item) => item.search.city)).toEqual(['F', 'A', 'B', 'C', 'D']);
  });
});
