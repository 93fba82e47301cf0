import type { Airport } from './airportTypes';

/**
 * The airport autocomplete's matching: codes that match the query come first, then cities, then
 * airport names, then countries. Within a group, a match at the start beats one inside a word,
 * large airports beat medium ones, then alphabetical by code. An airport listed in Arabic matches
 * its English names too (`alt`), in the same groups.
 */

interface IndexedAirport {
  airport: Airport;
  code: string;
  /** Each group's texts: as shown, then the English one when it differs. */
  groups: [city: string[], name: string[], country: string[]];
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Lower case without accents, so "zurich" finds Zürich; in Arabic without vowel marks or tatweel,
 * with the hamza forms of alef (أ إ آ) as ا, ة as ه and ى as ي, so "القاهره" finds القاهرة.
 */
export function normaliseSearchText(text: string): string {
  // Printable ASCII has no accents or Arabic letters to fold: the quick path (most of the list's texts).
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Each list's search index: its texts normalised once, and its airports in the order ties are
 * listed in (large before medium, then by code), so a search only ranks and never compares names.
 */
const indexes = new WeakMap<readonly Airport[], IndexedAirport[]>();

function indexEntry(airport: Airport): IndexedAirport {
  const [altCity = '', altName = '', altCountry = ''] = airport.alt ?? [];
  const texts = (shown: string, english: string) => [shown, english].filter(Boolean).map(normaliseSearchText);
  return {
    airport,
    code: airport.code.toLocaleLowerCase('en'),
    groups: [texts(airport.city, altCity), texts(airport.name, altName), texts(airport.country, altCountry)],
  };
}

/** Large airports first, then by code (IATA codes: three letters, so code-unit order is alphabetical). */
function tieOrder(a: IndexedAirport, b: IndexedAirport): number {
  if (a.airport.size !== b.airport.size) return a.airport.size === 'L' ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

function indexOf(airports: readonly Airport[]): IndexedAirport[] {
  let index = indexes.get(airports);
  if (!index) {
    index = airports.map(indexEntry).sort(tieOrder);
    indexes.set(airports, index);
  }
  return index;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds a list's search index ahead of the first search (when the list arrives, not on the first
 * key typed), a slice of airports per task so that no task keeps a key waiting for long.
 */
export async function prepareAirportSearch(airports: readonly Airport[], slice = 400): Promise<void> {
  if (indexes.has(airports)) return;
  const entries: IndexedAirport[] = [];
  for (let from = 0; from < airports.length; from += slice) {
    if (from > 0) await nextTask();
    for (const airport of airports.slice(from, from + slice)) entries.push(indexEntry(airport));
  }
  if (!indexes.has(airports)) indexes.set(airports, entries.sort(tieOrder));
}

/** Where a word may start: after a space or punctuation, or after Arabic's article "ال". */
function startsWord(text: string, at: number): boolean {
  if (at === 0 || /[\s(/-]/.test(text[at - 1] ?? '')) return true;
  return at >= 2 && text.slice(at - 2, at) === '\u0627\u0644' && (at === 2 || /\s/.test(text[at - 3] ?? ''));
}

/** 0 = starts with the query, 1 = a word inside starts with it, 2 = contains it, null = no match. */
function textMatch(text: string, query: string): number | null {
  if (text.startsWith(query)) return 0;
  let best: number | null = null;
  for (let at = text.indexOf(query); at >= 0; at = text.indexOf(query, at + 1)) {
    if (startsWord(text, at)) return 1;
    best = 2;
  }
  return best;
}

function bestMatch(texts: string[], query: string): number | null {
  let best: number | null = null;
  for (const text of texts) {
    const match = textMatch(text, query);
    if (match !== null && (best === null || match < best)) best = match;
  }
  return best;
}

/** Lower is better; null when the airport does not match at all. */
export function airportRank(entry: IndexedAirport, query: string): number | null {
  if (entry.code === query) return 0;
  if (query.length < 3 && entry.code.startsWith(query)) return 1;
  for (let group = 0; group < entry.groups.length; group++) {
    const match = bestMatch(entry.groups[group]!, query);
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
  // A stable sort by rank alone: the index is already in tie order.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map((r) => r.entry.airport);
}

/** How an airport reads in the field once chosen: "Dubai (DXB)". */
export function airportLabel(airport: Pick<Airport, 'city' | 'code'>): string {
  return `${airport.city} (${airport.code})`;
}
