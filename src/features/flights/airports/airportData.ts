import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Airport } from './airportTypes';

let all: Promise<Airport[]> | undefined;
let codes: Promise<ReadonlyMap<string, Airport>> | undefined;

/** generated/airports.json (written by scripts/build-airports.mjs), read once per process. */
export function loadAirports(): Promise<Airport[]> {
  all ??= readFile(path.join(process.cwd(), 'generated', 'airports.json'), 'utf8')
    .then((text) => JSON.parse(text) as Airport[])
    .catch((error: unknown) => {
      all = undefined;
      throw error;
    });
  return all;
}

/** Every known airport by its upper-case code, built once per process (the URL validator's set). */
export function airportsByCode(): Promise<ReadonlyMap<string, Airport>> {
  codes ??= loadAirports()
    .then((list) => new Map(list.map((airport) => [airport.code, airport])))
    .catch((error: unknown) => {
      codes = undefined;
      throw error;
    });
  return codes;
}
