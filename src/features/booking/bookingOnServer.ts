import { cache } from 'react';
import { cookies } from 'next/headers';
import { clubApiData } from '@/lib/api/server';
import { getClubLookup } from '@/lib/club/server';
import { AUTH_TOKEN_KEY } from '@/lib/session/tokenKey';

export const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a booking's page should answer 404 before any JavaScript runs: a malformed id, or — for
 * a signed-in visitor (the login cookie) — an id the club API does not know for them (404). Anything
 * the server cannot decide (a guest, whose pass lives in the tab; an API error) is left to the page,
 * which says "not found" itself. Once per request: the metadata and the page share the answer.
 */
export const isMissingBooking = cache(async (bookingId: string, locale: string): Promise<boolean> => {
  if (!BOOKING_ID.test(bookingId)) return true;
  const token = (await cookies()).get(AUTH_TOKEN_KEY)?.value;
  if (!token) return false;
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return false;
  try {
    const booking = await clubApiData<unknown>(`/my-bookings/${encodeURIComponent(bookingId)}`, {
      clubId: lookup.config.club_details.club_id,
      language: locale,
      headers: { Authorization: `Bearer ${token}` },
    });
    return booking === null;
  } catch {
    // A 401 (an expired login), a 403 or an unreachable API: the page decides, as before.
    return false;
  }
});
