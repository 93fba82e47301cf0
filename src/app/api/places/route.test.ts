// @vitest-environment node
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const data = vi.hoisted(() => ({ failing: false }));
vi.mock('@/features/flights/airports/airportData', () => ({
  airportsByCode: async () => {
    if (data.failing) throw new Error('airports.json missing');
    const airport = (code: string, city: string, name: string) => ({
      code,
      city,
      name,
      countryCode: 'AE',
      country: 'United Arab Emirates',
      lat: 0,
      lon: 0,
      size: 'L' as const,
    });
    return new Map([
      ['DXB', airport('DXB', 'Dubai', 'Dubai International Airport')],
      ['LHR', airport('LHR', 'London', 'London Heathrow Airport')],
    ]);
  },
  arabicAirportNames: async () => ({ DXB: { city: 'دبي', name: 'مطار دبي الدولي' } }),
}));

const { GET } = await import('./route');
const { MAX_PLACE_CODES } = await import('@/features/flights/airports/placeNames');

const call = async (query: string) => {
  const response = await GET(new NextRequest(`http://skyline.localhost:3000/api/places?${query}`));
  return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
};

beforeEach(() => {
  data.failing = false;
});

describe('GET /api/places', () => {
  it('names the airports in English', async () => {
    const { status, body } = await call('codes=DXB,lhr&language=en');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      DXB: { city: 'Dubai', name: 'Dubai International Airport' },
      LHR: { city: 'London', name: 'London Heathrow Airport' },
    });
  });

  it('names them in Arabic where the build found a name, in English otherwise', async () => {
    const { body } = await call('codes=DXB,LHR&language=ar');
    expect(body.data).toEqual({
      DXB: { city: 'دبي', name: 'مطار دبي الدولي' },
      LHR: { city: 'London', name: 'London Heathrow Airport' },
    });
  });

  it('leaves unknown codes out', async () => {
    expect((await call('codes=DXB,ZZZ')).body.data).toEqual({
      DXB: { city: 'Dubai', name: 'Dubai International Airport' },
    });
  });

  it.each([
    ['no codes', '', 'codes: give one or more airport codes, separated by commas'],
    ['a code that is not three letters', 'codes=DXB,LONDON', 'codes: an airport code is three letters'],
    [
      'too many codes',
      `codes=${Array.from({ length: MAX_PLACE_CODES + 1 }, () => 'DXB').join(',')}`,
      `codes: at most ${MAX_PLACE_CODES} airport codes`,
    ],
    ['an unknown language', 'codes=DXB&language=fr', 'language: en or ar'],
  ])('answers %s with 400 and says why', async (_case, query, message) => {
    const { status, body } = await call(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers with no names, not an error, when the airport list cannot be read', async () => {
    data.failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await call('codes=DXB');
    expect(status).toBe(200);
    expect(body.data).toEqual({});
  });
});
