import { isHotelBooking, type ManagedHotelBooking } from '@/features/booking/api';
import type { BookingModule } from '@/features/booking/module';
import { HotelBookingRow } from './HotelBookingRow';
import { HotelBookingDetails } from './HotelBookingDetails';
import { HotelBookingSummary } from './HotelBookingSummary';
import { hotelBookingRoutes } from './hotelBookingRoutes';
import { hotelConfirmation } from './hotelConfirmation';

/** Hotels, as the booking kit sees them (src/features/booking/module.ts). */
export const hotelBookingModule: BookingModule<ManagedHotelBooking> = {
  kind: 'hotels',
  moduleType: 2,
  routes: hotelBookingRoutes,
  confirmation: hotelConfirmation,
  messages: 'hotelBooking',
  documents: ['voucher', 'invoice'],
  owns: isHotelBooking,
  ListRow: HotelBookingRow,
  Summary: HotelBookingSummary,
  Details: HotelBookingDetails,
};
