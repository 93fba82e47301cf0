import type { BookingModule } from '@/features/booking/module';

/**
 * Where a hotel booking's screens are, locale-free: the booking kit's descriptor and the checkout
 * (which leaves for the confirmation) read them here.
 */
export const hotelBookingRoutes: BookingModule['routes'] = {
  list: '/my-bookings?module=hotels',
  detail: (bookingId) => `/my-bookings/hotels/${encodeURIComponent(bookingId)}`,
  thankYou: (bookingId) => `/thankyou?booking=${encodeURIComponent(bookingId)}&type=hotel`,
};
