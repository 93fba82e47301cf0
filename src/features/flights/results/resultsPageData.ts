import { airportsByCode } from '../airports/airportData';
import { airlinesRegisteredIn } from '../airlines/airlineCountries';
import type { FlightSearch } from '../model';
import type { PlaceNames } from '../search/recentSearchesSlice';

/** What the results page needs besides the search: the names of its airports and the domestic airlines. */
export async function resultsPageData(
  search: FlightSearch,
): Promise<{ places: PlaceNames; domesticAirlines: string[] }> {
  const airports = await airportsByCode();
  const places: PlaceNames = {};
  for (const leg of search.legs) {
    for (const code of [leg.from, leg.to]) {
      const airport = airports.get(code);
      if (airport) places[code] = { city: airport.city, name: airport.name };
    }
  }
  const origin = search.legs[0] ? airports.get(search.legs[0].from) : undefined;
  const domesticAirlines = origin ? await airlinesRegisteredIn(origin.countryCode) : [];
  return { places, domesticAirlines };
}
