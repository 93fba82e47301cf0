import { withRecentSearch } from '@/features/booking/search/recentSearchList';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hotelSearchKey, type Destination, type HotelSearch } from './hotelSearch';

export interface RecentHotelSearch {
  search: HotelSearch;
  /** The destination as it read when searched (its names are in `locale`). */
  destination: Destination;
  locale: string;
}

export interface RecentHotelSearchesState {
  items: RecentHotelSearch[];
}

const initialState: RecentHotelSearchesState = { items: [] };

/** The last five hotel searches, newest first, one entry per distinct search (persisted). */
export const recentHotelSearchesSlice = createSlice({
  name: 'recentHotelSearches',
  initialState,
  reducers: {
    recentHotelSearchAdded(state, action: PayloadAction<RecentHotelSearch>) {
      state.items = withRecentSearch(state.items, action.payload, hotelSearchKey);
    },
  },
  selectors: {
    selectRecentHotelSearches: (state) => state.items,
  },
});

export const { recentHotelSearchAdded } = recentHotelSearchesSlice.actions;
export const { selectRecentHotelSearches } = recentHotelSearchesSlice.selectors;

/** Recent searches that can still be run: check-in not before `today`. */
export function runnableHotelSearches(
  items: readonly RecentHotelSearch[],
  today: string,
): RecentHotelSearch[] {
  return items.filter((item) => item.search.checkIn >= today);
}
