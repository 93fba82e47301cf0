import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const myBookingsSlice = createSlice({
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

export const { listRead } = myBookingsSlice.actions;
export const { selectStoredList } = myBookingsSlice.selectors;
