'use client';

import type { BookingCallResult, CreatedBooking } from '@/features/booking/checkout/bookingAttempt';
import type { BookingCall } from '@/features/booking/checkout/useBookingCall';
import { toApiError } from '@/lib/api/errors';
import {
  forgetAttemptOfferToken,
  readAttemptOfferToken,
  saveAttemptOfferToken,
} from '@/features/payment/bookingAccess';
import type { AppStore } from '@/store/makeStore';
import { fetchLazyQuery, runLazyMutation } from '@/store/lazyEndpoints';
import { isSessionTimeout } from '../api/flightsApi';
import { bookingDetails } from './bookingApi';
import {
  fareRepriced,
  type CheckoutDraft,
  flightCheckoutSlice,
  type HeldBooking,
} from './flightCheckoutSlice';

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

/** The booking an Idempotency-Key made, if it made one (asked after a 409). */
async function bookingOfKey(
  store: AppStore,
  idempotencyKey: string,
  guestUserId: string | null,
): Promise<CreatedBooking | null> {
  const status = await fetchLazyQuery(
    store,
    () => bookingEndpoints().then((endpoints) => endpoints.flightBookingStatus),
    { idempotencyKey, guestUserId, paymentKey: null },
  );
  return status.booking;
}

/**
 * The flight booking: a fresh fare token (the held fare keeps none), then the booking with an
 * Idempotency-Key that stays the same for the same attempt — same travellers, contact and fare —
 * across retries and reloads, so the API never makes a second booking. A fare's session that ran
 * out (at either call) is 'expired'.
 */
export const flightBookingCall: BookingCall<CheckoutDraft, BookResult, HeldBooking> = {
  actions: flightCheckoutSlice.actions,
  expired: isSessionTimeout,
  async book(draft, { store, state, guestUserId, attempts }) {
    const checkout = flightCheckoutSlice.selectSlice(state);
    const fare = checkout.fare;
    if (!fare) return { kind: 'expired' };
    const details = bookingDetails(draft, guestUserId);
    const fingerprint = JSON.stringify([fare.routingId, fare.offerId, details]);
    let attempt = attempts.attemptFor(checkout.attempt, fingerprint, guestUserId);

    let fareToken = readAttemptOfferToken(attempt.key);
    if (!fareToken) {
      const result = await runLazyMutation(store, revalidateEndpoint, {
        routingId: fare.routingId,
        offerId: fare.offerId,
      });
      if (result.status === 'UNAVAILABLE' || !result.fareToken) return { kind: 'unavailable' };
      fareToken = result.fareToken;
      saveAttemptOfferToken(attempt.key, fareToken);
      if (result.newPrice !== fare.price) {
        store.dispatch(
          fareRepriced({
            price: result.newPrice,
            previousPrice: fare.price,
            offer: result.offer,
            expiresAt: result.expiresAt,
          }),
        );
        return { kind: 'repriced', previousPrice: fare.price, price: result.newPrice };
      }
    }

    const send = (key: string) =>
      attempts.tracked(() =>
        runLazyMutation(store, () => bookingEndpoints().then((endpoints) => endpoints.createFlightBooking), {
          body: { fareToken: fareToken!, ...details },
          idempotencyKey: key,
        }),
      );
    try {
      let created: CreatedBooking;
      try {
        created = await send(attempt.key);
      } catch (error) {
        if (toApiError(error).status !== 409) throw error;
        // The key already booked with another body: the same travellers with a fare token got
        // again after the first answer was lost. That first booking is the one to pay.
        const earlier = await bookingOfKey(store, attempt.key, guestUserId);
        if (earlier) created = earlier;
        else {
          attempt = attempts.attemptFor(null, fingerprint, guestUserId);
          saveAttemptOfferToken(attempt.key, fareToken);
          created = await send(attempt.key);
        }
      }
      return { created, madeFor: { offerId: fare.offerId } };
    } catch (error) {
      // The fare's session ran out with the token: the next attempt gets a fresh one.
      if (isSessionTimeout(error)) forgetAttemptOfferToken(attempt.key);
      throw error;
    }
  },
};
