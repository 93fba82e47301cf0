import type { FlightSearch } from '../model';

/*
 * A recent flight search as the list under the form keeps it, apart from its slice
 * (recentSearchesSlice.ts): the form on the home page runs one without loading the store's code.
 */

/** How the places of a search read (for the list under the form), by airport code. */
export type PlaceNames = Record<string, { city: string; name: string }>;

export interface RecentSearch {
  search: FlightSearch;
  places: PlaceNames;
  /** The language the place names are in (absent on searches saved before it was kept). */
  locale?: string;
}

/**
 * The place names of a recent search to show in `locale`: its own when it was made in that language,
 * none otherwise (the airport codes then stand for the places, as they read the same in any language).
 */
export function placesIn(recent: RecentSearch, locale: string): PlaceNames {
  return !recent.locale || recent.locale === locale ? recent.places : {};
}
