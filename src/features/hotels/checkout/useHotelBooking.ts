'use client';

import { useCallback } from 'react';
import {
  bookingAttempts,
  bookingFailed,
  bookingGuestId,
  type BookingCallResult,
} from '@/features/booking/checkout/bookingAttempt';
import { useSingleSubmit } from '@/features/booking/checkout/useSingleSubmit';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { runLazyMutation } from '@/store/lazyEndpoints';
import { isRateExpired } from '../api/booking';
import { hotelBookingDetails } from './checkoutRules';
import { hotelCheckoutSlice, type HotelCheckoutDraft } from './hotelCheckoutSlice';

/** The booking's endpoint comes with the first booking, not with the checkout page. */
const createHotelBookingEndpoint = () =>
  import('../api/hotelBookingEndpoints').then(
    ({ hotelBookingEndpoints }) => hotelBookingEndpoints.endpoints.createHotelBooking,
  );

/** 'expired': the rate token expired (or no stay is held): back to the hotel to choose again. */
export type HotelBookResult = BookingCallResult;

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
      const guestUserId = bookingGuestId(state);
      const body = { rateToken: held.rateToken, ...hotelBookingDetails(draft, guestUserId) };
      const attempts = bookingAttempts(dispatch, hotelCheckoutSlice.actions);
      const attempt = attempts.attemptFor(state.hotelCheckout.attempt, JSON.stringify(body), guestUserId);
      try {
        // The key stands for this exact body (the rate token is in it), so a retry is a replay.
        const created = await attempts.tracked(() =>
          runLazyMutation(store, createHotelBookingEndpoint, { body, idempotencyKey: attempt.key }),
        );
        attempts.keep(created, { rateToken: held.rateToken });
        return { kind: 'booked' };
      } catch (error) {
        if (isRateExpired(error)) return { kind: 'expired' };
        return bookingFailed(error);
      }
    },
    [dispatch, store],
  );

  return useSingleSubmit(book);
}
