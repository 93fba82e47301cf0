'use client';

import { BookingDetailPage } from '@/features/booking/BookingDetailPage';
import { hotelBookingModule } from './hotelBookingModule';

/**
 * /my-bookings/hotels/[bookingId]: the kit's booking view with the stay (rooms, boards and
 * cancellation policies), the guests, special requests and arrival time; cancelled by the rates'
 * policies.
 */
export function HotelBookingDetailPage({ bookingId }: { bookingId: string }) {
  return <BookingDetailPage bookingId={bookingId} module={hotelBookingModule} />;
}

export default HotelBookingDetailPage;
