import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { USER_TYPE, bookings, users } from '../db/schema';
import type { AuthSession } from './session';

/**
 * Who may read or pay a booking: its user; the agent of that user (sub-agents' and staff users'
 * bookings); or whoever holds the booking's access token (guests).
 *
 * The access token is derived from a random per-booking salt and the server's secret, and only its
 * hash is kept: the database alone does not reveal it, yet an idempotent replay of the booking call
 * can answer the same token again.
 */

export type BookingRow = typeof bookings.$inferSelect;

/** What a caller who may not see a booking is told; one who may, but names no booking, gets 404. */
export const BOOKING_FORBIDDEN_MESSAGE = 'You cannot see this booking';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function newAccessSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function accessTokenFor(secret: Uint8Array, bookingId: string, salt: string): string {
  return createHmac('sha256', secret).update(`booking-access|${bookingId}|${salt}`).digest('base64url');
}

export function accessTokenHash(token: string): string {
  return sha256(token);
}

export function accessTokenMatches(booking: Pick<BookingRow, 'accessTokenHash'>, token: string): boolean {
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(booking.accessTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The `user:<id>` or `guest:<uuid>` an Idempotency-Key belongs to. */
export function idempotencyScope(session: AuthSession | null, guestUserId: string | undefined): string {
  return session ? `user:${session.user.id}` : `guest:${guestUserId ?? ''}`;
}

export async function mayAccessBooking(
  db: Database,
  booking: Pick<BookingRow, 'userId' | 'accessTokenHash'>,
  session: AuthSession | null,
  accessToken: string | undefined,
): Promise<boolean> {
  if (accessToken && accessTokenMatches(booking, accessToken)) return true;
  if (!session || booking.userId === null) return false;
  if (booking.userId === session.user.id) return true;
  if (session.user.userType !== USER_TYPE.AGENT) return false;
  const [owner] = await db
    .select({ parentAgentId: users.parentAgentId })
    .from(users)
    .where(eq(users.id, booking.userId))
    .limit(1);
  return owner?.parentAgentId === session.user.id;
}
