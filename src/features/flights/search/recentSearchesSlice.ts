import { MAX_RECENT, withRecentSearch } from '@/features/booking/search/recentSearchList';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import { searchKey } from '../model';

import type { RecentSearch } from './recentSearch';

export { placesIn, type PlaceNames, type RecentSearch } from './recentSearch';

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

/** Recent searches that can still be run: none of their dates is before `today`. */
export function runnableRecentSearches(items: readonly RecentSearch[], today: string): RecentSearch[] {
  return items.filter((item) => item.search.legs.every((leg) => leg.date >= today));
}
