import type { Context } from 'hono';
import type { StaySnapshot, payments, refunds } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { BookingRow } from '../../lib/booking-access';
import { ApiError } from '../../lib/errors';
import { findHotel } from '../../lib/hotel-inventory';
import { createHotelBooking, hotelDetails, openBooking, type BookingOutcome } from '../bookings/repository';
import type { HotelBookBody, HotelBookingDetails } from './schemas';
import { verifyRate } from './tokens';
import { chosenRates, stayOf, stayQuery } from './views';

/**
 * Books the stay a rate token carries, once per Idempotency-Key (the flight booking's rules: the
 * key is the caller's own, a retry answers the same booking, another body with the key is 409).
 * The stay is rebuilt from the token (the inventory is deterministic) and frozen in both languages.
 */
export async function bookHotel(
  c: Context<AppEnv>,
  body: HotelBookBody,
  key: string,
): Promise<BookingOutcome | 'expired'> {
  const { earlier, owner } = await openBooking(c, body, key);
  if (earlier) return earlier;

  const claims = await verifyRate(c.var.services, body.rateToken, owner.clubId);
  const hotel = claims && findHotel(claims.hotelId);
  if (!claims || !hotel) return 'expired';
  if (body.guests.length !== claims.rooms.length)
    throw new ApiError(400, `guests: one lead guest per room (${claims.rooms.length})`);

  const query = stayQuery(claims, claims.currency, new Date(claims.checkedAt));
  const chosen = chosenRates(hotel, query, claims.rateIds, true);
  const en = stayOf(hotel, query, chosen, 'en');
  const stay: StaySnapshot = {
    hotelId: hotel.id,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms: query.rooms,
    rateIds: claims.rateIds,
    en,
    ar: stayOf(hotel, query, chosen, 'ar'),
    guests: body.guests.map(({ firstName, lastName }) => ({ firstName, lastName })),
    specialRequests: body.specialRequests || null,
    arrivalTime: body.arrivalTime ?? null,
  };
  return createHotelBooking(
    c.var.db,
    owner,
    stay,
    { amount: en.total, currency: en.currency },
    c.var.services.jwtKey,
  );
}

/** What the confirmation page shows about a hotel booking, in the request's language. */
export function hotelBookingDetails(
  booking: BookingRow,
  payment: typeof payments.$inferSelect | null,
  refund: typeof refunds.$inferSelect | null,
  language: string | undefined,
): HotelBookingDetails {
  return hotelDetails(booking, payment, refund, language);
}
