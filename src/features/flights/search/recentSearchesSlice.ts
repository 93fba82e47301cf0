import { MAX_RECENT, withRecentSearch } from '@/features/booking/search/recentSearchList';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import { searchKey, type FlightSearch } from '../model';

/** How the places of a search read (for the list under the form), by airport code. */
export type PlaceNames = Record<string, { city: string; name: string }>;

export interface RecentSearch {
  search: FlightSearch;
  places: PlaceNames;
  /** The language the place names are in (absent on searches saved before it was kept). */
  locale?: string;
}

export interface RecentFlightSearchesState {
  items: RecentSearch[];
}

export const MAX_RECENT_SEARCHES = MAX_RECENT;

const initialState: RecentFlightSearchesState = { items: [] };

/** The last five flight searches, newest first, one entry per distinct search (persisted). */
const slice = createSlice({
  name: 'recentFlightSearches',
  initialState,
  reducers: {
    recentSearchAdded(state, action: PayloadAction<RecentSearch>) {
      state.items = withRecentSearch(state.items, action.payload, searchKey);
    },
    recentSearchesCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectRecentSearches: (state) => state.items,
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const recentFlightSearchesSlice = slice.injectInto(rootReducer);

export const { recentSearchAdded, recentSearchesCleared } = recentFlightSearchesSlice.actions;
export const { selectRecentSearches } = recentFlightSearchesSlice.selectors;

/**
 * The place names of a recent search to show in `locale`: its own when it was made in that language,
 * none otherwise (the airport codes then stand for the places, as they read the same in any language).
 */
export function placesIn(recent: RecentSearch, locale: string): PlaceNames {
  return !recent.locale || recent.locale === locale ? recent.places : {};
}

/** Recent searches that can still be run: none of their dates is before `today`. */
export function runnableRecentSearches(items: readonly RecentSearch[], today: string): RecentSearch[] {
  return items.filter((item) => item.search.legs.every((leg) => leg.date >= today));
}
