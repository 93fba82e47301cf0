import { idempotentBookingPost } from '@/features/booking/bookingCall';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { BookingAttemptStatus, BookingCreated, bookingDetails } from './bookingApi';

/** Where a booking attempt stands, asked by its Idempotency-Key (and its latest payment's). */
export interface BookingStatusArg {
  idempotencyKey: string;
  guestUserId: string | null;
  paymentKey: string | null;
}

/**
 * The flight booking calls as RTK Query endpoints (docs/flights-contract.md, "Booking"), loaded
 * when the checkout first books or resumes (store/lazyEndpoints), not with the checkout page.
 */
export const flightBookingEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createFlightBooking: build.mutation<
      BookingCreated,
      { body: ReturnType<typeof bookingDetails> & { fareToken: string }; idempotencyKey: string }
    >({
      query: idempotentBookingPost('/flight/book'),
      transformResponse: envelopeData<BookingCreated>,
    }),
    /** `GET /flight/book/status`: where a booking attempt (and its latest payment attempt) stands. */
    flightBookingStatus: build.query<BookingAttemptStatus, BookingStatusArg>({
      query: ({ idempotencyKey, guestUserId, paymentKey }) => ({
        url: '/flight/book/status',
        params: {
          idempotencyKey,
          ...(guestUserId ? { guestUserId } : {}),
          ...(paymentKey ? { paymentKey } : {}),
        },
      }),
      transformResponse: envelopeData<BookingAttemptStatus>,
      // Asked at a moment of the caller's choosing, never kept.
      keepUnusedDataFor: 0,
    }),
  }),
});
