import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { saveBookingAccess } from '@/features/payment/bookingAccess';
import { newIdempotencyKey } from '@/features/payment/paymentApi';
import { toApiError } from '@/lib/api/errors';
import type { RootState } from '@/store/makeStore';
import type { BookingAttempt, HeldBookingBase } from './attemptState';

/**
 * A module's booking call, the kit's part: one attempt (an Idempotency-Key) per fingerprint of what
 * is booked, the request marked as out while unanswered (a reload then asks what became of it), the
 * booking made kept in the module's checkout state. The module writes its body, its call and its
 * own answers (a fare repriced, a rate expired).
 */

/** The module checkout slice's actions the booking call writes through (the kit's attemptReducers). */
export interface BookingAttemptActions<Booking extends HeldBookingBase> {
  bookingAttemptStarted: (attempt: BookingAttempt) => UnknownAction;
  bookingRequestTracked: (sentAt: string | null) => UnknownAction;
  bookingCreated: (booking: Booking) => UnknownAction;
}

/** What every module's booking call can end in; a module adds its own outcomes. */
export type BookingCallResult =
  | { kind: 'booked' }
  /** What was held is gone (a fare's session, a rate token expired) or nothing is held. */
  | { kind: 'expired' }
  | { kind: 'error'; message: string | null };

/** The booker a booking is made for: none when logged in, else the tab's guest id. */
export const bookingGuestId = (state: RootState) =>
  state.session.isLoggedIn ? null : state.session.guestUserId;

/** A failed booking call, with the API's own words when it gave any. */
export const bookingFailed = (error: unknown): BookingCallResult => ({
  kind: 'error',
  message: toApiError(error).serverMessage,
});

/** The answer of a booking call that the kit keeps (the status call answers the same fields). */
export type CreatedBooking = HeldBookingBase & { accessToken: string };

export function bookingAttempts<Booking extends HeldBookingBase>(
  dispatch: Dispatch,
  actions: BookingAttemptActions<Booking>,
) {
  return {
    /** The attempt that books this fingerprint: the kept one, else a new one with a new key. */
    attemptFor(kept: BookingAttempt | null, fingerprint: string, guestUserId: string | null): BookingAttempt {
      if (kept && kept.fingerprint === fingerprint) return kept;
      const attempt = { key: newIdempotencyKey(), fingerprint, sentAt: null, guestUserId };
      dispatch(actions.bookingAttemptStarted(attempt));
      return attempt;
    },
    /**
     * The booking request, marked as out until answered. A refusal is an answer; a lost answer
     * (network, 5xx) may still have booked, so it stays marked: a reload asks.
     */
    async tracked<T>(call: () => Promise<T>): Promise<T> {
      dispatch(actions.bookingRequestTracked(new Date().toISOString()));
      try {
        return await call();
      } catch (error) {
        const status = toApiError(error).status;
        if (status > 0 && status < 500) dispatch(actions.bookingRequestTracked(null));
        throw error;
      }
    },
    /** The booking made: its access kept for this browser, the booking held with what it was made for. */
    keep(created: CreatedBooking, madeFor: Omit<Booking, keyof HeldBookingBase>) {
      saveBookingAccess(created.bookingId, created.accessToken);
      const { bookingId, reference, amount, currency } = created;
      dispatch(actions.bookingCreated({ bookingId, reference, amount, currency, ...madeFor } as Booking));
    },
  };
}
