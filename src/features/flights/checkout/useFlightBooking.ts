'use client';

import { useCallback } from 'react';
import {
  bookingAttempts,
  bookingFailed,
  bookingGuestId,
  type BookingCallResult,
  type CreatedBooking,
} from '@/features/booking/checkout/bookingAttempt';
import { toApiError } from '@/lib/api/errors';
import {
  forgetAttemptOfferToken,
  readAttemptOfferToken,
  saveAttemptOfferToken,
} from '@/features/payment/bookingAccess';
import { useSingleSubmit } from '@/features/booking/checkout/useSingleSubmit';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { fetchLazyQuery, runLazyMutation } from '@/store/lazyEndpoints';
import { isSessionTimeout } from '../api/flightsApi';
import { bookingDetails } from './bookingApi';
import { fareRepriced, type CheckoutDraft, flightCheckoutSlice } from './flightCheckoutSlice';

/** The booking's endpoints come with the first booking, not with the checkout page. */
const bookingEndpoints = () =>
  import('./flightBookingEndpoints').then(({ flightBookingEndpoints }) => flightBookingEndpoints.endpoints);
const revalidateEndpoint = () =>
  import('../api/flightEndpoints').then(({ flightEndpoints }) => flightEndpoints.endpoints.revalidateOffer);

export type BookResult =
  | BookingCallResult
  /** The fare's price moved since it was held: the new price is stored; submitting again accepts it. */
  | { kind: 'repriced'; previousPrice: number; price: number }
  | { kind: 'unavailable' };

/**
 * Submit of the checkout form: a fresh fare token (the held fare keeps none), then the booking with
 * an Idempotency-Key that stays the same for the same attempt — same travellers, contact and fare —
 * across retries and reloads, so the API never makes a second booking.
 */
export function useFlightBooking() {
  const store = useAppStore();
  const dispatch = useAppDispatch();

  const bookingOfKey = useCallback(
    async (idempotencyKey: string, guestUserId: string | null): Promise<CreatedBooking | null> => {
      const status = await fetchLazyQuery(
        store,
        () => bookingEndpoints().then((endpoints) => endpoints.flightBookingStatus),
        { idempotencyKey, guestUserId, paymentKey: null },
      );
      return status.booking;
    },
    [store],
  );

  const book = useCallback(
    async (draft: CheckoutDraft): Promise<BookResult> => {
      const state = store.getState();
      const checkout = flightCheckoutSlice.selectSlice(state);
      const fare = checkout.fare;
      if (!fare) return { kind: 'expired' };
      const guestUserId = bookingGuestId(state);
      const details = bookingDetails(draft, guestUserId);
      const fingerprint = JSON.stringify([fare.routingId, fare.offerId, details]);
      const attempts = bookingAttempts(dispatch, flightCheckoutSlice.actions);
      let attempt = attempts.attemptFor(checkout.attempt, fingerprint, guestUserId);

      let fareToken = readAttemptOfferToken(attempt.key);
      if (!fareToken) {
        try {
          const result = await runLazyMutation(store, revalidateEndpoint, {
            routingId: fare.routingId,
            offerId: fare.offerId,
          });
          if (result.status === 'UNAVAILABLE' || !result.fareToken) return { kind: 'unavailable' };
          fareToken = result.fareToken;
          saveAttemptOfferToken(attempt.key, fareToken);
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
          return bookingFailed(error);
        }
      }

      const send = (key: string) =>
        attempts.tracked(() =>
          runLazyMutation(
            store,
            () => bookingEndpoints().then((endpoints) => endpoints.createFlightBooking),
            { body: { fareToken: fareToken!, ...details }, idempotencyKey: key },
          ),
        );
      try {
        let created: CreatedBooking;
        try {
          created = await send(attempt.key);
        } catch (error) {
          if (toApiError(error).status !== 409) throw error;
          // The key already booked with another body: the same travellers with a fare token got
          // again after the first answer was lost. That first booking is the one to pay.
          const earlier = await bookingOfKey(attempt.key, guestUserId);
          if (earlier) created = earlier;
          else {
            attempt = attempts.attemptFor(null, fingerprint, guestUserId);
            saveAttemptOfferToken(attempt.key, fareToken);
            created = await send(attempt.key);
          }
        }
        attempts.keep(created, { offerId: fare.offerId });
        return { kind: 'booked' };
      } catch (error) {
        if (isSessionTimeout(error)) {
          forgetAttemptOfferToken(attempt.key);
          return { kind: 'expired' };
        }
        return bookingFailed(error);
      }
    },
    [dispatch, store, bookingOfKey],
  );

  const { submit } = useSingleSubmit(book);

  return { submit };
}
