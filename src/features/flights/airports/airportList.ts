import countries from 'i18n-iso-countries';
import arabicNames from 'i18n-iso-countries/langs/ar.json';
import englishNames from 'i18n-iso-countries/langs/en.json';
import { loadAirports } from './airportData';
import type { Airport } from './airportTypes';

countries.registerLocale(englishNames);
countries.registerLocale(arabicNames);

export type { Airport } from './airportTypes';

/** The airports minus the club's blacklist, with country names in the requested language. */
export async function airportsFor(language: string, blacklist: Iterable<string>): Promise<Airport[]> {
  const excluded = new Set([...blacklist].map((code) => code.toUpperCase()));
  const lang = language === 'ar' ? 'ar' : 'en';
  return (await loadAirports())
    .filter((airport) => !excluded.has(airport.code))
    .map((airport) => ({
      ...airport,
      country: countries.getName(airport.countryCode, lang) ?? airport.country,
    }));
}
