import { isHotelBooking, type AnyManagedBooking, type ManagedBooking } from '@/features/booking/api';
import type { BookingModule } from '@/features/booking/module';
import { FlightBookingRow } from './FlightBookingRow';
import { FlightBookingDetails } from './FlightBookingDetails';
import { FlightBookingSummary } from './FlightBookingSummary';
import { flightBookingRoutes } from './flightBookingRoutes';
import { flightConfirmation } from './flightConfirmation';

/** Flights, as the booking kit sees them (src/features/booking/module.ts). */
export const flightBookingModule: BookingModule<ManagedBooking> = {
  kind: 'flights',
  moduleType: 1,
  routes: flightBookingRoutes,
  confirmation: flightConfirmation,
  messages: 'Checkout',
  documents: ['ticket', 'invoice'],
  owns: (booking: AnyManagedBooking): booking is ManagedBooking => !isHotelBooking(booking),
  ListRow: FlightBookingRow,
  Summary: FlightBookingSummary,
  Details: FlightBookingDetails,
};
