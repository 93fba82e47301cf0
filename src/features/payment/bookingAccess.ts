/**
 * A booking's access token (how a guest proves a booking is theirs) lives in this tab's session
 * storage, not in the URL: a URL ends up in the history, in logs and in shared links, while session
 * storage stays with the tab and goes when it closes. The persisted store never holds it.
 */
const key = (bookingId: string) => `booking-access:${bookingId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveBookingAccess(bookingId: string, accessToken: string): void {
  storage()?.setItem(key(bookingId), accessToken);
}

export function readBookingAccess(bookingId: string): string | null {
  return storage()?.getItem(key(bookingId)) ?? null;
}

/**
 * The offer token a booking attempt named (a flight's fare token, a hotel's rate token), so that the
 * same attempt sends the same body after a reload.
 */
export function saveAttemptOfferToken(attemptKey: string, offerToken: string): void {
  storage()?.setItem(`booking-offer:${attemptKey}`, offerToken);
}

export function readAttemptOfferToken(attemptKey: string): string | null {
  return storage()?.getItem(`booking-offer:${attemptKey}`) ?? null;
}

export function forgetAttemptOfferToken(attemptKey: string): void {
  storage()?.removeItem(`booking-offer:${attemptKey}`);
}
