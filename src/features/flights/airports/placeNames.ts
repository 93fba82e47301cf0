import type { PlaceNames } from '../search/recentSearchesSlice';
import { airportsByCode, arabicAirportNames } from './airportData';
import { localizedPlace } from './localizeAirport';

/** At most this many codes a call of `/api/places` (an itinerary names a handful). */
export const MAX_PLACE_CODES = 30;

/** City and airport names of these codes in the page's language (Arabic where known); unknown codes are left out. */
export async function placeNamesFor(codes: Iterable<string>, locale: string): Promise<PlaceNames> {
  const language = locale === 'ar' ? 'ar' : 'en';
  const [airports, arabic] = await Promise.all([
    airportsByCode(),
    language === 'ar' ? arabicAirportNames() : Promise.resolve(null),
  ]);
  const places: PlaceNames = {};
  for (const code of codes) {
    const airport = airports.get(code);
    if (airport) places[code] = localizedPlace(airport, language, arabic?.[code]);
  }
  return places;
}
