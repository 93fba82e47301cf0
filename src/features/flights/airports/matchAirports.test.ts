import { describe, expect, it, vi } from 'vitest';
import type { Airport } from './airportTypes';
import { airportLabel, matchAirports, normaliseSearchText, prepareAirportSearch } from './matchAirports';

function anAirport(
  code: string,
  city: string,
  name: string,
  country: string,
  size: 'L' | 'M' = 'L',
): Airport {
  return { code, city, name, country, size };
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

/** The Arabic list as /api/populateDump serves it on /ar: Arabic names where known, English in `alt`. */
function anArabicAirport(
  code: string,
  [city, name, country]: [string, string, string],
  alt: [string, string, string],
  size: 'L' | 'M' = 'L',
): Airport {
  return { code, city, name, country, size, alt };
}

const arabicList: Airport[] = [
  anArabicAirport(
    'DXB',
    ['دبي', 'مطار دبي الدولي', 'الإمارات العربية المتحدة'],
    ['Dubai', 'Dubai International Airport', 'United Arab Emirates'],
  ),
  anArabicAirport('CAI', ['القاهرة', 'Cairo International Airport', 'مصر'], ['Cairo', '', 'Egypt']),
  anArabicAirport(
    'LHR',
    ['لندن', 'London Heathrow Airport', 'المملكة المتحدة'],
    ['London', '', 'United Kingdom'],
  ),
  anArabicAirport('LON', ['Lontras', 'Lontras Airfield', 'البرازيل'], ['', '', 'Brazil'], 'M'),
  anArabicAirport('AMM', ['عمّان', 'Queen Alia International Airport', 'الأردن'], ['Amman', '', 'Jordan']),
  anArabicAirport(
    'ADD',
    ['أديس أبابا', 'Addis Ababa Bole International Airport', 'إثيوبيا'],
    ['Addis Ababa', '', 'Ethiopia'],
  ),
  anArabicAirport(
    'JED',
    ['Jeddah', 'King Abdulaziz International Airport', 'المملكة العربية السعودية'],
    ['', '', 'Saudi Arabia'],
  ),
];

const arabicCodes = (query: string) => matchAirports(arabicList, query).map((a) => a.code);

describe('airport matching on /ar', () => {
  it('finds Arabic city, airport and country names', () => {
    expect(arabicCodes('دبي')).toEqual(['DXB']);
    expect(arabicCodes('مطار دبي')).toEqual(['DXB']);
    expect(arabicCodes('مصر')).toEqual(['CAI']);
    expect(arabicCodes('السعودية')).toEqual(['JED']);
  });

  it('ignores vowel marks, hamza forms of alef and taa marbuta', () => {
    expect(arabicCodes('عمان')).toEqual(['AMM']);
    expect(arabicCodes('اديس')).toEqual(['ADD']);
    expect(arabicCodes('القاهره')).toEqual(['CAI']);
    expect(normaliseSearchText('أَدِيس  أبابا')).toBe('اديس ابابا');
  });

  it('finds a name typed without its article "ال" as the start of a word', () => {
    expect(arabicCodes('قاهرة')).toEqual(['CAI']);
    // "المتحدة" inside the United Arab Emirates' and the United Kingdom's Arabic names.
    expect(arabicCodes('متحدة')).toEqual(['DXB', 'LHR']);
  });

  it('still finds Latin city, airport and country names, codes first', () => {
    expect(arabicCodes('dubai')).toEqual(['DXB']);
    expect(arabicCodes('heathrow')).toEqual(['LHR']);
    expect(arabicCodes('jordan')).toEqual(['AMM']);
    expect(arabicCodes('jeddah')).toEqual(['JED']);
    // LON by its code, then London by its English city name, before Lontras by its city.
    expect(arabicCodes('lon')).toEqual(['LON', 'LHR']);
    expect(arabicCodes('lont')).toEqual(['LON']);
  });

  it('ranks an English city name like the Arabic one it stands for', () => {
    // "amman" is Amman's English city name; "queen" only its airport name: the city group wins.
    const list = [
      ...arabicList,
      anArabicAirport(
        'XQA',
        ['Ammanford', 'Ammanford Field', 'المملكة المتحدة'],
        ['', '', 'United Kingdom'],
        'M',
      ),
      anArabicAirport('XQB', ['Leeds', 'Amman Road Airport', 'المملكة المتحدة'], ['', '', 'United Kingdom']),
    ];
    expect(matchAirports(list, 'amman').map((a) => a.code)).toEqual(['AMM', 'XQA', 'XQB']);
  });
});

describe('preparing a list for search ahead of the first key', () => {
  it('finds the same airports in the same order as a list searched cold', async () => {
    const prepared = [...airports];
    await prepareAirportSearch(prepared, 4);
    for (const query of ['lon', 'du', 'deau', 'france', 'zur', 'a']) {
      expect(matchAirports(prepared, query, 20)).toEqual(matchAirports([...airports], query, 20));
    }
  });

  it('builds the index a slice per task, so no one task holds up a key', async () => {
    vi.useFakeTimers();
    try {
      const lowerCase = vi.spyOn(String.prototype, 'toLowerCase');
      const list = [...airports];
      const done = prepareAirportSearch(list, 4);
      const firstTask = lowerCase.mock.calls.length;
      expect(firstTask).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(lowerCase.mock.calls.length).toBeGreaterThan(firstTask);
      await vi.runAllTimersAsync();
      await done;
      lowerCase.mockClear();
      matchAirports(list, 'dublin');
      expect(lowerCase).toHaveBeenCalledTimes(1); // the query only
      lowerCase.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
