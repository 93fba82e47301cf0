import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Airport } from './airportTypes';
import { matchAirports } from './matchAirports';
import { loadAirportList } from './useAirports';

const list: Airport[] = [
  { code: 'ZRH', city: 'Zürich', name: 'Zurich Airport', country: 'Switzerland', size: 'L' },
  { code: 'DUB', city: 'Dublin', name: 'Dublin Airport', country: 'Ireland', size: 'L' },
  {
    code: 'DXB',
    city: 'Dubai',
    name: 'Dubai International Airport',
    country: 'United Arab Emirates',
    size: 'L',
  },
];

describe('the airport list as it arrives', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('comes ready to search: no airport text is normalised on the first key typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: list, message: 'Airports', statusCode: 200 }))),
    );
    const airports = await loadAirportList(101, 'en');
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const toLowerCase = vi.spyOn(String.prototype, 'toLowerCase');

    expect(matchAirports(airports, 'zu').map((a) => a.code)).toEqual(['ZRH']);
    // The query is the only text folded (ASCII: lower-cased, never decomposed).
    expect(normalize).not.toHaveBeenCalled();
    expect(toLowerCase).toHaveBeenCalledTimes(1);
  });
});
