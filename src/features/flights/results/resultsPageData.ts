import { airportsByCode, arabicAirportNames } from '../airports/airportData';
import { localizedPlace } from '../airports/localizeAirport';
import { airlinesRegisteredIn } from '../airlines/airlineCountries';
import type { FlightSearch } from '../model';
import type { PlaceNames } from '../search/recentSearchesSlice';

/**
 * What the results page needs besides the search: the names of its airports (in the page's
 * language, Arabic where known) and the domestic airlines.
 */
export async function resultsPageData(
  search: FlightSearch,
  locale: string,
): Promise<{ places: PlaceNames; domesticAirlines: string[] }> {
  const language = locale === 'ar' ? 'ar' : 'en';
  const [airports, arabic] = await Promise.all([
    airportsByCode(),
    language === 'ar' ? arabicAirportNames() : Promise.resolve(null),
  ]);
  const places: PlaceNames = {};
  for (const leg of search.legs) {
    for (const code of [leg.from, leg.to]) {
      const airport = airports.get(code);
      if (airport) places[code] = localizedPlace(airport, language, arabic?.[code]);
    }
  }
  const origin = search.legs[0] ? airports.get(search.legs[0].from) : undefined;
  const domesticAirlines = origin ? await airlinesRegisteredIn(origin.countryCode) : [];
  return { places, domesticAirlines };
}
