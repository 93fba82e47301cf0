'use client';

import type { BookingKind } from '@/features/booking/api';
import { MyBookingsList } from '@/features/booking/MyBookingsList';
import { BOOKING_MODULES } from '../bookingModules';

/** My bookings' lists with every module's rows (a client leaf: the descriptors hold components). */
export function MyBookingsLists({ initialModule }: { initialModule?: BookingKind }) {
  return <MyBookingsList modules={BOOKING_MODULES} initialModule={initialModule} />;
}
