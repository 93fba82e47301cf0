import type { ApiRequest } from '@/lib/api/baseQuery';

/**
 * The hotel booking as its confirmation reads it, `GET /hotel/booking/{id}` (the kit adds the
 * guest's pass): the hotel module's descriptor gives it to the booking kit, which names no module.
 */
export const hotelConfirmation = (bookingId: string): ApiRequest => ({
  url: `/hotel/booking/${encodeURIComponent(bookingId)}`,
});
