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

export const MAX_RECENT_HOTEL_SEARCHES = 5;

const initialState: RecentHotelSearchesState = { items: [] };

/** The last five hotel searches, newest first, one entry per distinct search (persisted). */
export const recentHotelSearchesSlice = createSlice({
  name: 'recentHotelSearches',
  initialState,
  reducers: {
    recentHotelSearchAdded(state, action: PayloadAction<RecentHotelSearch>) {
      const key = hotelSearchKey(action.payload.search);
      const others = state.items.filter((item) => hotelSearchKey(item.search) !== key);
      state.items = [action.payload, ...others].slice(0, MAX_RECENT_HOTEL_SEARCHES);
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
