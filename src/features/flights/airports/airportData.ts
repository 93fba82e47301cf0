import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AirportRecord, ArabicAirportNames } from './airportTypes';

let all: Promise<AirportRecord[]> | undefined;
let codes: Promise<ReadonlyMap<string, AirportRecord>> | undefined;
let arabic: Promise<Readonly<Record<string, ArabicAirportNames>>> | undefined;

const generated = (file: string) => path.join(process.cwd(), 'generated', file);

/** generated/airports.json (written by scripts/build-airports.mjs), read once per process. */
export function loadAirports(): Promise<AirportRecord[]> {
  all ??= readFile(generated('airports.json'), 'utf8')
    .then((text) => JSON.parse(text) as AirportRecord[])
    .catch((error: unknown) => {
      all = undefined;
      throw error;
    });
  return all;
}

/** Every known airport by its upper-case code, built once per process (the URL validator's set). */
export function airportsByCode(): Promise<ReadonlyMap<string, AirportRecord>> {
  codes ??= loadAirports()
    .then((list) => new Map(list.map((airport) => [airport.code, airport])))
    .catch((error: unknown) => {
      codes = undefined;
      throw error;
    });
  return codes;
}

/**
 * generated/airports-ar.json: Arabic city and airport names by code, read once per process. A
 * build from before the file existed has none: the Arabic list then reads in English (logged once).
 */
export function arabicAirportNames(): Promise<Readonly<Record<string, ArabicAirportNames>>> {
  arabic ??= readFile(generated('airports-ar.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, ArabicAirportNames>)
    .catch((error: unknown) => {
      console.warn(
        'No Arabic airport names (run npm run build):',
        error instanceof Error ? error.message : error,
      );
      return {};
    });
  return arabic;
}
