import type { Airport } from './airportTypes';

/**
 * The airport autocomplete's matching: codes that match the query come first, then cities, then
 * airport names, then countries. Within a group, a match at the start beats one inside a word,
 * large airports beat medium ones, then alphabetical by code.
 */

interface IndexedAirport {
  airport: Airport;
  code: string;
  city: string;
  name: string;
  country: string;
}

/** Lower case without accents, so "zurich" finds Zürich. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

const indexes = new WeakMap<readonly Airport[], IndexedAirport[]>();

function indexOf(airports: readonly Airport[]): IndexedAirport[] {
  let index = indexes.get(airports);
  if (!index) {
    index = airports.map((airport) => ({
      airport,
      code: airport.code.toLocaleLowerCase('en'),
      city: normaliseSearchText(airport.city),
      name: normaliseSearchText(airport.name),
      country: normaliseSearchText(airport.country),
    }));
    indexes.set(airports, index);
  }
  return index;
}

/** 0 = starts with the query, 1 = a word inside starts with it, 2 = contains it, null = no match. */
function textMatch(text: string, query: string): number | null {
  if (text.startsWith(query)) return 0;
  const at = text.indexOf(query);
  if (at < 0) return null;
  return /[\s(/-]/.test(text[at - 1] ?? '') ? 1 : 2;
}

/** Lower is better; null when the airport does not match at all. */
export function airportRank(entry: IndexedAirport, query: string): number | null {
  if (entry.code === query) return 0;
  if (query.length < 3 && entry.code.startsWith(query)) return 1;
  const fields = [entry.city, entry.name, entry.country];
  for (let group = 0; group < fields.length; group++) {
    const match = textMatch(fields[group] ?? '', query);
    if (match !== null) return 10 + group * 10 + match;
  }
  return null;
}

export function matchAirports(airports: readonly Airport[], rawQuery: string, limit = 8): Airport[] {
  const query = normaliseSearchText(rawQuery);
  if (!query) return [];
  const ranked: { entry: IndexedAirport; rank: number }[] = [];
  for (const entry of indexOf(airports)) {
    const rank = airportRank(entry, query);
    if (rank !== null) ranked.push({ entry, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.entry.airport.size === b.entry.airport.size ? 0 : a.entry.airport.size === 'L' ? -1 : 1) ||
      a.entry.code.localeCompare(b.entry.code),
  );
  return ranked.slice(0, limit).map((r) => r.entry.airport);
}

/** How an airport reads in the field once chosen: "Dubai (DXB)". */
export function airportLabel(airport: Pick<Airport, 'city' | 'code'>): string {
  return `${airport.city} (${airport.code})`;
}
