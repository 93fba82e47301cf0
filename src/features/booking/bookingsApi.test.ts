import { describe, expect, it, vi } from 'vitest';
import { selectStoredList } from './myBookingsSlice';
import { aManagedFlightBooking, FLIGHT_BOOKING_ID as ID } from '@tests/builders/aManagedBooking';
import { apiStore } from '@tests/mocks/apiStore';
import { failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { bookingsApi } from './bookingsApi';

function storeWith(routes: Record<string, FakeRoute>) {
  return apiStore(routes, { token: 'tok' });
}

const before = aManagedFlightBooking();
const cancelled = aManagedFlightBooking({
  status: 3,
  statusName: 'Cancelled',
  cancelReason: 'Plans changed',
});
const listOf = (statusName: string) => ({
  items: [{ bookingId: ID, reference: 'K7QM2X', statusName }],
  counts: { upcoming: statusName === 'Confirmed' ? 1 : 0, cancelled: statusName === 'Cancelled' ? 1 : 0 },
  total: 1,
  page: 1,
  pageSize: 10,
});

describe('the booking endpoints', () => {
  it('a cancellation reads the list and the booking again (their tags), and shows the cancelled booking at once', async () => {
    let done = false;
    const { store, fake } = storeWith({
      'GET /my-bookings': () => ok(listOf(done ? 'Cancelled' : 'Confirmed')),
      [`GET /my-bookings/${ID}`]: () => ok(done ? cancelled : before),
      [`POST /my-bookings/${ID}/cancel`]: () => {
        done = true;
        return ok(cancelled);
      },
    });
    const listArg = { userId: 3, moduleType: 1, tab: 'upcoming' as const, page: 1 };
    const bookingArg = { userId: 3, bookingId: ID, accessToken: null };
    const list = store.dispatch(bookingsApi.endpoints.bookingList.initiate(listArg));
    const detail = store.dispatch(bookingsApi.endpoints.managedBooking.initiate(bookingArg));
    await Promise.all([list, detail]);
    expect(selectStoredList(store.getState(), 3, 1, 'upcoming')?.list.counts.upcoming).toBe(1);

    await store
      .dispatch(
        bookingsApi.endpoints.cancelBooking.initiate({
          ...bookingArg,
          reasonValue: 'Plans changed',
          expectedRefund: 1,
        }),
      )
      .unwrap();
    await vi.waitFor(() =>
      expect(
        bookingsApi.endpoints.managedBooking.select(bookingArg)(store.getState()).data?.booking.statusName,
      ).toBe('Cancelled'),
    );
    await vi.waitFor(() => expect(fake.callsTo('GET /my-bookings')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(bookingsApi.endpoints.bookingList.select(listArg)(store.getState()).data?.counts.cancelled).toBe(
        1,
      ),
    );
    await vi.waitFor(() => expect(fake.callsTo(`GET /my-bookings/${ID}`)).toHaveLength(2));
    // The list kept for the next visit is the one read after the cancellation.
    expect(selectStoredList(store.getState(), 3, 1, 'upcoming')?.list.counts.cancelled).toBe(1);
    list.unsubscribe();
    detail.unsubscribe();
  });

  it('a refused cancellation makes nothing stale', async () => {
    const { store, fake } = storeWith({
      [`GET /my-bookings/${ID}`]: ok(before),
      [`POST /my-bookings/${ID}/cancel`]: failure(409, 'This booking is already cancelled'),
    });
    const bookingArg = { userId: 3, bookingId: ID, accessToken: null };
    const detail = store.dispatch(bookingsApi.endpoints.managedBooking.initiate(bookingArg));
    await detail;
    const result = await store.dispatch(
      bookingsApi.endpoints.cancelBooking.initiate({
        ...bookingArg,
        reasonValue: 'Plans changed',
        expectedRefund: 1,
      }),
    );
    expect(result.error).toMatchObject({ status: 409 });
    expect(fake.callsTo(`GET /my-bookings/${ID}`)).toHaveLength(1);
    expect(
      bookingsApi.endpoints.managedBooking.select(bookingArg)(store.getState()).data?.booking.statusName,
    ).toBe('Confirmed');
    detail.unsubscribe();
  });

  it('sends a guest’s pass with the read and the cancellation, never a user’s cached booking to another', async () => {
    const { store, fake } = storeWith({
      [`GET /my-bookings/${ID}`]: ok(before),
      [`POST /my-bookings/${ID}/cancel`]: ok(cancelled),
    });
    const guest = { userId: null, bookingId: ID, accessToken: 'pass-1' };
    await store.dispatch(bookingsApi.endpoints.managedBooking.initiate(guest));
    expect(fake.callsTo(`GET /my-bookings/${ID}`)[0]!.params).toEqual({ accessToken: 'pass-1' });
    await store.dispatch(
      bookingsApi.endpoints.cancelBooking.initiate({
        ...guest,
        reasonValue: 'Plans changed',
        expectedRefund: 1,
      }),
    );
    expect(fake.callsTo(`POST /my-bookings/${ID}/cancel`)[0]!.body).toMatchObject({ accessToken: 'pass-1' });
    const another = { userId: 4, bookingId: ID, accessToken: null };
    expect(bookingsApi.endpoints.managedBooking.select(another)(store.getState()).data).toBeUndefined();
  });
});
