'use client';

import type { BookingCall } from '@/features/booking/checkout/useBookingCall';
import type { BookingCallResult } from '@/features/booking/checkout/bookingAttempt';
import { runLazyMutation } from '@/store/lazyEndpoints';
import { isRateExpired } from '../api/booking';
import { hotelBookingDetails } from './checkoutRules';
import { hotelCheckoutSlice, type HeldHotelBooking, type HotelCheckoutDraft } from './hotelCheckoutSlice';

/** The booking's endpoint comes with the first booking, not with the checkout page. */
const createHotelBookingEndpoint = () =>
  import('../api/hotelBookingEndpoints').then(
    ({ hotelBookingEndpoints }) => hotelBookingEndpoints.endpoints.createHotelBooking,
  );

/** 'expired': the rate token expired (or no stay is held): back to the hotel to choose again. */
export type HotelBookResult = BookingCallResult;

/**
 * The booking of the held stay's rate token with an Idempotency-Key that stays the same for the
 * same attempt — same guests, contact and rate token — across retries and reloads, so the API never
 * makes a second booking. A new rate token (the stay checked again) is a new attempt.
 */
export const hotelBookingCall: BookingCall<HotelCheckoutDraft, HotelBookResult, HeldHotelBooking> = {
  actions: hotelCheckoutSlice.actions,
  expired: isRateExpired,
  async book(draft, { store, state, guestUserId, attempts }) {
    const held = state.hotelCheckout.held;
    if (!held) return { kind: 'expired' };
    const body = { rateToken: held.rateToken, ...hotelBookingDetails(draft, guestUserId) };
    const attempt = attempts.attemptFor(state.hotelCheckout.attempt, JSON.stringify(body), guestUserId);
    // The key stands for this exact body (the rate token is in it), so a retry is a replay.
    const created = await attempts.tracked(() =>
      runLazyMutation(store, createHotelBookingEndpoint, { body, idempotencyKey: attempt.key }),
    );
    return { created, madeFor: { rateToken: held.rateToken } };
  },
};
