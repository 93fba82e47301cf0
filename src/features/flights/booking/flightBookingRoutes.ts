import type { BookingModule } from '@/features/booking/module';

/**
 * Where a flight booking's screens are, locale-free: the booking kit's descriptor and the checkout
 * (which leaves for the confirmation) read them here.
 */
export const flightBookingRoutes: BookingModule['routes'] = {
  list: '/my-bookings',
  detail: (bookingId) => `/my-bookings/flights/${encodeURIComponent(bookingId)}`,
  thankYou: (bookingId) => `/thankyou?booking=${encodeURIComponent(bookingId)}`,
};
