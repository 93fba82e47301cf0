'use client';

import { BookingDetailPage } from '@/features/booking/BookingDetailPage';
import { flightBookingModule } from './flightBookingModule';

/**
 * /my-bookings/flights/[bookingId]: the kit's booking view with the flight's itinerary, travellers
 * (passports masked by the API), fare rules and baggage.
 */
export function FlightBookingDetailPage({ bookingId }: { bookingId: string }) {
  return <BookingDetailPage bookingId={bookingId} module={flightBookingModule} />;
}

export default FlightBookingDetailPage;
