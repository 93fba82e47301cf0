import type { AnyManagedBooking, ManagedHotelBooking } from '@/features/booking/api';
import type { BookingModule } from '@/features/booking/module';

/**
 * A booking module of the test's own, for the kit alone: its routes and calls are test paths, it
 * owns the bookings with a stay, and draws nothing unless the test gives it parts.
 */
export function aBookingModule(
  parts: Partial<BookingModule<ManagedHotelBooking>> = {},
): BookingModule<ManagedHotelBooking> {
  return {
    kind: 'hotels',
    moduleType: 2,
    routes: {
      list: '/my-bookings?module=test',
      detail: (id) => `/my-bookings/test/${id}`,
      thankYou: (id) => `/thankyou?booking=${id}&type=test`,
    },
    confirmation: (id) => ({ url: `/test/booking/${id}` }),
    messages: 'hotelBooking',
    documents: ['voucher', 'invoice'],
    owns: (booking: AnyManagedBooking): booking is ManagedHotelBooking => 'stay' in booking.booking,
    ListRow: () => null,
    Summary: () => null,
    Details: () => null,
    ...parts,
  };
}
