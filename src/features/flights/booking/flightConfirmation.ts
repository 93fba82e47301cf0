import type { ApiRequest } from '@/lib/api/baseQuery';

/**
 * The flight booking as its confirmation reads it, `GET /flight/booking/{id}` (the kit adds the
 * guest's pass): the flight module's descriptor gives it to the booking kit, which names no module.
 */
export const flightConfirmation = (bookingId: string): ApiRequest => ({
  url: `/flight/booking/${encodeURIComponent(bookingId)}`,
});
