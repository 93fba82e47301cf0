import { describe, expect, it } from 'vitest';
import type { Airport } from './airportTypes';
import { airportLabel, matchAirports, normaliseSearchText } from './matchAirports';

function anAirport(
  code: string,
  city: string,
  name: string,
  country: string,
  size: 'L' | 'M' = 'L',
): Airport {
  return { code, city, name, country, countryCode: 'XX', lat: 0, lon: 0, size };
}

const airports: Airport[] = [
  anAirport('LHR', 'London', 'London Heathrow Airport', 'United Kingdom'),
  anAirport('LGW', 'London', 'London Gatwick Airport', 'United Kingdom'),
  anAirport('LCY', 'London', 'London City Airport', 'United Kingdom', 'M'),
  anAirport('YXU', 'London', 'London International Airport', 'Canada', 'M'),
  anAirport('DXB', 'Dubai', 'Dubai International Airport', 'United Arab Emirates'),
  anAirport('DWC', 'Dubai', 'Al Maktoum International Airport', 'United Arab Emirates'),
  anAirport('DUB', 'Dublin', 'Dublin Airport', 'Ireland'),
  anAirport('ZRH', 'Zürich', 'Zurich Airport', 'Switzerland'),
  anAirport('LON', 'Lontras', 'Lontras Airfield', 'Brazil', 'M'),
  anAirport('SDU', 'Rio de Janeiro', 'Santos Dumont Airport', 'Brazil'),
  anAirport('AUH', 'Abu Dhabi', 'Zayed International Airport', 'United Arab Emirates'),
  anAirport('DOL', 'Deauville', 'Deauville Normandy Airport', 'France', 'M'),
  anAirport('BOD', 'Bordeaux', 'Bordeaux Merignac Airport', 'France'),
];

const codes = (query: string, limit?: number) => matchAirports(airports, query, limit).map((a) => a.code);

describe('airport matching', () => {
  it('puts an exact code first', () => {
    expect(codes('dxb')[0]).toBe('DXB');
    expect(codes('LON')[0]).toBe('LON');
  });

  it('then cities that start with the query, large airports first', () => {
    expect(codes('lon')).toEqual(['LON', 'LGW', 'LHR', 'LCY', 'YXU']);
  });

  it('puts codes that start with a short query before cities', () => {
    // DUB by its code, then Dubai's two airports by city, then Santos Dumont by name.
    expect(codes('du')).toEqual(['DUB', 'DWC', 'DXB', 'SDU']);
  });

  it('then airport names, then countries', () => {
    expect(codes('zayed')).toEqual(['AUH']);
    expect(codes('maktoum')).toEqual(['DWC']);
    expect(codes('ireland')).toEqual(['DUB']);
    expect(codes('emirates')).toEqual(['AUH', 'DWC', 'DXB']);
    expect(codes('france')).toEqual(['BOD', 'DOL']);
  });

  it('prefers a match at the start of a word to one inside it', () => {
    // Deauville starts with "deau"; Bordeaux only contains it (and is the larger airport).
    expect(codes('deau')).toEqual(['DOL', 'BOD']);
    expect(codes('dumont')).toEqual(['SDU']);
  });

  it('ignores accents and case', () => {
    expect(codes('zurich')).toEqual(['ZRH']);
    expect(codes('  ZÜRICH ')).toEqual(['ZRH']);
    expect(normaliseSearchText('  Zürich  Airport ')).toBe('zurich airport');
  });

  it('gives nothing for an empty query and respects the limit', () => {
    expect(codes('   ')).toEqual([]);
    expect(codes('lon', 2)).toHaveLength(2);
  });

  it('labels a chosen airport by city and code', () => {
    expect(airportLabel({ city: 'Dubai', code: 'DXB' })).toBe('Dubai (DXB)');
  });
});
