'use client';

import { useCallback } from 'react';
import { saveBookingAccess } from '@/features/payment/bookingAccess';
import { newIdempotencyKey } from '@/features/payment/paymentApi';
import { useSingleSubmit } from '@/features/booking/checkout/useSingleSubmit';
import { toApiError } from '@/lib/api/errors';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { runLazyMutation } from '@/store/lazyEndpoints';
import { isRateExpired } from '../api/booking';
import { hotelBookingDetails } from './checkoutRules';
import {
  hotelBookingAttemptStarted,
  hotelBookingCreated,
  hotelBookingRequestTracked,
  type HotelCheckoutDraft,
} from './hotelCheckoutSlice';

/** The booking's endpoint comes with the first booking, not with the checkout page. */
const createHotelBookingEndpoint = () =>
  import('../api/hotelBookingEndpoints').then(
    ({ hotelBookingEndpoints }) => hotelBookingEndpoints.endpoints.createHotelBooking,
  );

export type HotelBookResult =
  | { kind: 'booked' }
  /** The rate token expired (or no stay is held): back to the hotel to choose again. */
  | { kind: 'expired' }
  | { kind: 'error'; message: string | null };

/**
 * Submit of the hotel checkout form: the booking of the held stay's rate token with an
 * Idempotency-Key that stays the same for the same attempt — same guests, contact and rate token —
 * across retries and reloads, so the API never makes a second booking. A new rate token (the stay
 * checked again) is a new attempt.
 */
export function useHotelBooking() {
  const store = useAppStore();
  const dispatch = useAppDispatch();

  const book = useCallback(
    async (draft: HotelCheckoutDraft): Promise<HotelBookResult> => {
      const state = store.getState();
      const held = state.hotelCheckout.held;
      if (!held) return { kind: 'expired' };
      const guestUserId = state.session.isLoggedIn ? null : state.session.guestUserId;
      const details = hotelBookingDetails(draft, guestUserId);
      const body = { rateToken: held.rateToken, ...details };
      const fingerprint = JSON.stringify(body);
      let attempt = state.hotelCheckout.attempt;
      if (!attempt || attempt.fingerprint !== fingerprint) {
        attempt = { key: newIdempotencyKey(), fingerprint, sentAt: null, guestUserId };
        dispatch(hotelBookingAttemptStarted(attempt));
      }

      const send = async (key: string) => {
        dispatch(hotelBookingRequestTracked(new Date().toISOString()));
        try {
          return await runLazyMutation(store, createHotelBookingEndpoint, { body, idempotencyKey: key });
        } catch (error) {
          // A refusal is an answer; a lost answer (network, 5xx) may still have booked: a reload asks.
          const status = toApiError(error).status;
          if (status > 0 && status < 500) dispatch(hotelBookingRequestTracked(null));
          throw error;
        }
      };

      try {
        // The key stands for this exact body (the rate token is in it), so a retry is a replay.
        const created = await send(attempt.key);
        saveBookingAccess(created.bookingId, created.accessToken);
        dispatch(
          hotelBookingCreated({
            bookingId: created.bookingId,
            reference: created.reference,
            amount: created.amount,
            currency: created.currency,
            rateToken: held.rateToken,
          }),
        );
        return { kind: 'booked' };
      } catch (error) {
        if (isRateExpired(error)) return { kind: 'expired' };
        return { kind: 'error', message: toApiError(error).serverMessage };
      }
    },
    [dispatch, store],
  );

  return useSingleSubmit(book);
}
