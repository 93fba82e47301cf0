import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/store/sessionSlice';
import type { BookingList } from './api';
import { listKey, listRead, myBookingsSlice, selectStoredList } from './myBookingsSlice';

const reducer = myBookingsSlice.reducer;
const aList = (page = 1, total = 1): BookingList => ({
  items: [],
  counts: { upcoming: total, cancelled: 0, completed: 0, failed: 0 },
  page,
  pageSize: 10,
  total,
});
const read = (userId: number, list: BookingList, tab: 'upcoming' | 'cancelled' = 'upcoming') =>
  listRead({ userId, moduleType: 1, tab, list, at: '2026-11-25T10:00:00.000Z' });
const stored = (state: ReturnType<typeof reducer>, userId: number | null, tab: 'upcoming' | 'cancelled') =>
  selectStoredList({ myBookings: state }, userId, 1, tab);

describe('myBookingsSlice', () => {
  it('keeps the first page of each list for its user only', () => {
    let state = reducer(undefined, read(3, aList(1, 4)));
    state = reducer(state, read(3, aList(2, 4)));
    state = reducer(state, read(3, aList(1, 2), 'cancelled'));
    expect(stored(state, 3, 'upcoming')?.list.page).toBe(1);
    expect(stored(state, 3, 'cancelled')?.list.total).toBe(2);
    expect(stored(state, 4, 'upcoming')).toBeNull();
    expect(Object.keys(state.lists)).toEqual([listKey(1, 'upcoming'), listKey(1, 'cancelled')]);
  });

  it('forgets the lists when another user reads or on logout', () => {
    let state = reducer(undefined, read(3, aList()));
    state = reducer(state, read(4, aList(1, 7), 'cancelled'));
    expect(stored(state, 3, 'upcoming')).toBeNull();
    expect(stored(state, 4, 'cancelled')?.list.total).toBe(7);
    state = reducer(state, loggedOut());
    expect(state).toEqual({ userId: null, lists: {} });
  });
});
