import { flightBookingModule } from '@/features/flights/booking/flightBookingModule';
import { hotelBookingModule } from '@/features/hotels/booking/hotelBookingModule';

/**
 * The modules the booking kit serves, in the order My bookings shows their tabs. The routes hand
 * them to the kit (which never imports a module); a third module adds its descriptor here.
 */
export const BOOKING_MODULES = [flightBookingModule, hotelBookingModule] as const;
