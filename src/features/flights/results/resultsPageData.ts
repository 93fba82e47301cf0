import { airportsByCode } from '../airports/airportData';
import { placeNamesFor } from '../airports/placeNames';
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
  const [places, airports] = await Promise.all([
    placeNamesFor(
      search.legs.flatMap((leg) => [leg.from, leg.to]),
      locale,
    ),
    airportsByCode(),
  ]);
  const origin = search.legs[0] ? airports.get(search.legs[0].from) : undefined;
  const domesticAirlines = origin ? await airlinesRegisteredIn(origin.countryCode) : [];
  return { places, domesticAirlines };
}
