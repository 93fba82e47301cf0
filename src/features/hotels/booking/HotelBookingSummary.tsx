'use client';

import type { ManagedHotelBooking } from '@/features/booking/api';
import { StaySummary } from '../checkout/StaySummary';

/** A hotel booking's slot in the booking views: the stay, its rooms and their cancellation terms at `now`. */
export function HotelBookingSummary({ booking, now }: { booking: ManagedHotelBooking; now: Date }) {
  return <StaySummary stay={booking.booking.stay} now={now} headingId="booking-stay" />;
}
