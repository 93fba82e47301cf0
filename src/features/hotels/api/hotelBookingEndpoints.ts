import { idempotentBookingPost } from '@/features/booking/bookingCall';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { HotelBookingBody, HotelBookingCreated } from './booking';

/**
 * The hotel booking call as an RTK Query endpoint (docs/hotels-contract.md, "Booking and
 * payment"), loaded when the checkout first books (store/lazyEndpoints), not with the page.
 */
export const hotelBookingEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createHotelBooking: build.mutation<
      HotelBookingCreated,
      { body: HotelBookingBody; idempotencyKey: string }
    >({
      query: idempotentBookingPost('/hotel/book'),
      transformResponse: envelopeData<HotelBookingCreated>,
    }),
  }),
});
