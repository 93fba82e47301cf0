'use client';

import { useCallback, useRef } from 'react';
import { useApi } from '@/components/Providers';
import { toApiError } from '@/lib/api/errors';
import {
  forgetAttemptFareToken,
  readAttemptFareToken,
  saveAttemptFareToken,
  saveBookingAccess,
} from '@/features/checkout/bookingAccess';
import { newIdempotencyKey } from '@/features/checkout/paymentApi';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { isSessionTimeout, revalidateOffer } from '../api/flightsApi';
import { bookingDetails, createBooking } from './bookingApi';
import {
  bookingAttemptStarted,
  bookingCreated,
  fareRepriced,
  type CheckoutDraft,
} from './flightCheckoutSlice';

export type BookResult =
  | { kind: 'booked' }
  /** The fare's price moved since it was held: the new price is stored; submitting again accepts it. */
  | { kind: 'repriced'; previousPrice: number; price: number }
  | { kind: 'unavailable' }
  | { kind: 'expired' }
  | { kind: 'error'; message: string | null };

/**
 * Submit of the checkout form: a fresh fare token (the held fare keeps none), then the booking with
 * an Idempotency-Key that stays the same for the same attempt — same travellers, contact and fare —
 * across retries and reloads, so the API never makes a second booking.
 */
export function useFlightBooking() {
  const api = useApi();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const busy = useRef(false);

  const book = useCallback(
    async (draft: CheckoutDraft): Promise<BookResult> => {
      const state = store.getState();
      const fare = state.flightCheckout.fare;
      if (!fare) return { kind: 'expired' };
      const guestUserId = state.session.isLoggedIn ? null : state.session.guestUserId;
      const details = bookingDetails(draft, guestUserId);
      const fingerprint = JSON.stringify([fare.routingId, fare.offerId, details]);
      let attempt = state.flightCheckout.attempt;
      if (!attempt || attempt.fingerprint !== fingerprint) {
        attempt = { key: newIdempotencyKey(), fingerprint };
        dispatch(bookingAttemptStarted(attempt));
      }

      let fareToken = readAttemptFareToken(attempt.key);
      if (!fareToken) {
        try {
          const result = await revalidateOffer(api, fare.routingId, fare.offerId);
          if (result.status === 'UNAVAILABLE' || !result.fareToken) return { kind: 'unavailable' };
          fareToken = result.fareToken;
          saveAttemptFareToken(attempt.key, fareToken);
          if (result.newPrice !== fare.price) {
            dispatch(
              fareRepriced({
                price: result.newPrice,
                previousPrice: fare.price,
                offer: result.offer,
                expiresAt: result.expiresAt,
              }),
            );
            return { kind: 'repriced', previousPrice: fare.price, price: result.newPrice };
          }
        } catch (error) {
          if (isSessionTimeout(error)) return { kind: 'expired' };
          return { kind: 'error', message: toApiError(error).serverMessage };
        }
      }

      const send = (key: string) => createBooking(api, { fareToken: fareToken!, ...details }, key);
      try {
        let created;
        try {
          created = await send(attempt.key);
        } catch (error) {
          // The key went with another body (a changed form after a lost answer): a new attempt.
          if (toApiError(error).status !== 409) throw error;
          attempt = { key: newIdempotencyKey(), fingerprint };
          dispatch(bookingAttemptStarted(attempt));
          saveAttemptFareToken(attempt.key, fareToken);
          created = await send(attempt.key);
        }
        saveBookingAccess(created.bookingId, created.accessToken);
        dispatch(
          bookingCreated({
            bookingId: created.bookingId,
            reference: created.reference,
            amount: created.amount,
            currency: created.currency,
            offerId: fare.offerId,
          }),
        );
        return { kind: 'booked' };
      } catch (error) {
        if (isSessionTimeout(error)) {
          forgetAttemptFareToken(attempt.key);
          return { kind: 'expired' };
        }
        return { kind: 'error', message: toApiError(error).serverMessage };
      }
    },
    [api, dispatch, store],
  );

  const submit = useCallback(
    async (draft: CheckoutDraft): Promise<BookResult | null> => {
      if (busy.current) return null;
      busy.current = true;
      try {
        return await book(draft);
      } finally {
        busy.current = false;
      }
    },
    [book],
  );

  return { submit };
}
