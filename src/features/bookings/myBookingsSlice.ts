import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import { loggedOut } from '@/store/sessionSlice';
import type { BookingList, BookingTab } from './api';

/**
 * The booking lists as last read (spec: persisted state, booking lists for flights and hotels), so
 * that My bookings shows them at once on the next visit while it reads them again. They belong to
 * one user: another user's login or a logout clears them.
 */
export interface StoredList {
  list: BookingList;
  fetchedAt: string;
}

export interface MyBookingsState {
  userId: number | null;
  /** By `listKey(moduleType, tab)`; the first page of each list is kept. */
  lists: Record<string, StoredList>;
}

const initialState: MyBookingsState = { userId: null, lists: {} };

export const listKey = (moduleType: number, tab: BookingTab) => `${moduleType}:${tab}`;

const slice = createSlice({
  name: 'myBookings',
  initialState,
  reducers: {
    listRead(
      state,
      action: PayloadAction<{
        userId: number;
        moduleType: number;
        tab: BookingTab;
        list: BookingList;
        at: string;
      }>,
    ) {
      const { userId, moduleType, tab, list, at } = action.payload;
      if (state.userId !== userId) {
        state.userId = userId;
        state.lists = {};
      }
      if (list.page === 1) state.lists[listKey(moduleType, tab)] = { list, fetchedAt: at };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectStoredList: (state, userId: number | null, moduleType: number, tab: BookingTab) =>
      userId !== null && state.userId === userId ? (state.lists[listKey(moduleType, tab)] ?? null) : null,
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const myBookingsSlice = slice.injectInto(rootReducer);

export const { listRead } = myBookingsSlice.actions;
export const { selectStoredList } = myBookingsSlice.selectors;
