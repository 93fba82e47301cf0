import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The fields of a generated/airports.json row that the Arabic name tables' tests look at. */
export interface AirportRow {
  code: string;
  city: string;
  countryCode: string;
  size: 'L' | 'M';
}

const AIRPORTS_FILE = path.join(__dirname, '..', '..', 'generated', 'airports.json');

/** generated/airports.json, written by `npm run build`; built on the spot in a fresh checkout. */
export function readGeneratedAirports(): AirportRow[] {
  if (!existsSync(AIRPORTS_FILE))
    execFileSync(process.execPath, [path.join(__dirname, '..', 'build-airports.mjs')], { stdio: 'ignore' });
  return JSON.parse(readFileSync(AIRPORTS_FILE, 'utf8')) as AirportRow[];
}

const ARAB_LEAGUE = new Set('AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE'.split(' '));
const GCC = new Set('AE BH KW OM QA SA'.split(' '));

/** Codes of every GCC airport and every large Arab League airport that `table` has no entry for. */
export function arabAirportsMissingFrom(
  airports: AirportRow[],
  table: Readonly<Record<string, string>>,
): string[] {
  return airports
    .filter(
      (airport) =>
        GCC.has(airport.countryCode) || (ARAB_LEAGUE.has(airport.countryCode) && airport.size === 'L'),
    )
    .filter((airport) => !Object.hasOwn(table, airport.code))
    .map((airport) => airport.code);
}

/** The keys of `table` that are not the IATA code of an airport in `airports`. */
export function codesNotOffered(airports: AirportRow[], table: Readonly<Record<string, string>>): string[] {
  const offered = new Set(airports.map((airport) => airport.code));
  return Object.keys(table).filter((code) => !/^[A-Z]{3}$/.test(code) || !offered.has(code));
}
