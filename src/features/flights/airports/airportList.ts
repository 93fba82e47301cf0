import { arabicAirportNames, loadAirports } from './airportData';
import type { Airport } from './airportTypes';
import { localizeAirport } from './localizeAirport';

export type { Airport } from './airportTypes';

/**
 * The airports minus the club's blacklist, in one language (Arabic city and airport names where
 * known, and the country in that language): the list /api/populateDump serves.
 */
export async function airportsFor(language: string, blacklist: Iterable<string>): Promise<Airport[]> {
  const excluded = new Set([...blacklist].map((code) => code.toUpperCase()));
  const lang = language === 'ar' ? 'ar' : 'en';
  const [records, arabic] = await Promise.all([
    loadAirports(),
    lang === 'ar' ? arabicAirportNames() : Promise.resolve(null),
  ]);
  return records
    .filter((airport) => !excluded.has(airport.code))
    .map((airport) => localizeAirport(airport, lang, arabic?.[airport.code]));
}
