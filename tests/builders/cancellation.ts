import type { ManagedBooking, ManagedHotelBooking, RefundQuote } from '@/features/booking/api';
import { ok, type FakeRoute } from '@tests/mocks/fakeApi';

/** A booking's cancellation as the booking detail's tests of both modules set it up. */

/** The booking and its quote as the API answers them before anything is done with it. */
export function quotedRoutes(booking: ManagedBooking | ManagedHotelBooking): Record<string, FakeRoute> {
  const id = booking.booking.bookingId;
  return {
    [`GET /my-bookings/${id}`]: ok(booking),
    [`GET /my-bookings/${id}/refund-quote`]: ok(booking.quote),
  };
}

/** What a booking cancelled for 'My plans changed' reads, its `refunded` amount pending. */
export const cancelledFor = (refunded: number) => ({
  status: 3,
  statusName: 'Cancelled',
  cancelReason: 'My plans changed',
  refund: { status: 2, statusName: 'Pending', amount: refunded, currency: 'USD', updatedAt: '' },
});

/** A quote that no longer allows cancelling, for the reason the API gives. */
export const closedQuote = (quote: RefundQuote, reason: RefundQuote['reason']): RefundQuote => ({
  ...quote,
  cancellable: false,
  reason,
  refundAmount: 0,
});
