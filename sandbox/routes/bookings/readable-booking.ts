import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { optionalUser } from '../../lib/auth';
import {
  BOOKING_FORBIDDEN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  mayAccessBooking,
} from '../../lib/booking-access';
import { ApiError } from '../../lib/errors';
import { findBooking, paymentSummaryOf } from './repository';

/**
 * `GET /flight/booking/{bookingId}` and `GET /hotel/booking/{bookingId}`: the module's booking that
 * the visitor may read (its signed-in owner, or anyone holding its access token), with its payment
 * and refund. Another module's booking is a 404 (it is read at its own path); someone else's, a 403.
 */
export async function readableBooking(
  c: Context<AppEnv>,
  moduleType: number,
  bookingId: string,
  accessToken: string | undefined,
) {
  const session = await optionalUser(c);
  const booking = await findBooking(c.var.db, c.var.clubId, bookingId);
  if (!booking || booking.moduleType !== moduleType) throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (!(await mayAccessBooking(c.var.db, booking, session, accessToken)))
    throw new ApiError(403, BOOKING_FORBIDDEN_MESSAGE);
  const { payment, refund } = await paymentSummaryOf(c.var.db, booking.id);
  return { booking, payment, refund };
}
