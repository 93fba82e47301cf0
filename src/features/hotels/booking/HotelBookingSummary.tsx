'use client';

import type { ManagedHotelBooking } from '@/features/booking/api';
import { StaySummary } from '../checkout/StaySummary';

/** A hotel booking's slot in the booking views: the stay, its rooms and their cancellation terms at `now`. */
export function HotelBookingSummary({ booking, now }: { booking: ManagedHotelBooking; now: Date }) {
  // A card of the page's main column: the side column is the payment's.
  return <StaySummary stay={booking.booking.stay} now={now} headingId="booking-stay" as="section" />;
}
