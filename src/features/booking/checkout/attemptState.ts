import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * What every module's checkout slice keeps of a booking under way, beside what it holds (the fare,
 * the stay): the booking attempt (its Idempotency-Key, and whether its request is out), the booking
 * made, and the payment attempt. The reducers below are each module slice's, under its own names.
 */
interface AttemptState {
  attempt: { sentAt?: string | null } | null;
  booking: object | null;
  payment?: { key: string; method: number; sentAt: string | null } | null;
}

/** A new hold (or none) is a new booking: the attempt, the booking and the payment are forgotten. */
export function forgetBooking(state: AttemptState) {
  state.attempt = null;
  state.booking = null;
  state.payment = null;
}

/** The booking request went out (sentAt) or got an answer, whatever it was (null). */
export function trackBookingRequest(state: AttemptState, action: PayloadAction<string | null>) {
  if (state.attempt) state.attempt.sentAt = action.payload;
}

/** The payment attempt went out. */
export function recordPaymentAttempt(
  state: AttemptState,
  action: PayloadAction<{ key: string; method: number; sentAt: string }>,
) {
  state.payment = action.payload;
}

/** The payment attempt got an answer (or the API told what became of it after a reload). */
export function settlePaymentAttempt(state: AttemptState) {
  if (state.payment) state.payment.sentAt = null;
}
