import { outcomeOfRefusal, type PayOutcome } from '@/features/payment/paymentOutcome';
import { PAYMENT_METHOD } from '@/features/payment/types';
import type { BookingAttemptStatus } from './bookingApi';
import type { PaymentAttemptRecord } from '@/features/booking/checkout/attemptState';

/**
 * What the checkout page does after a reload (or a crashed tab) left a booking attempt behind,
 * from what the API says of it (`GET /flight/book/status`) and what this tab had sent.
 */

/** A request sent this long ago with no trace at the API is taken as lost. */
export const RESUME_SETTLE_MS = 20_000;
/** How often the page asks again while it waits. */
export const RESUME_POLL_MS = 2_000;

export type ResumableBooking = NonNullable<BookingAttemptStatus['booking']>;

export type ResumeStep =
  /** No booking was made with the attempt's key: the form is submitted again, with the same key. */
  | { kind: 'not_booked' }
  /** Something is still under way (a request just sent, a booking being processed): ask again. */
  | { kind: 'checking' }
  /** Paid (also when the airline then refused it: the booking page shows the refund). */
  | { kind: 'paid'; booking: ResumableBooking }
  /** Cancelled or failed without a payment: it can no longer be paid. */
  | { kind: 'closed'; booking: ResumableBooking }
  /** Waiting for payment; `outcome` is what the last attempt came to, `lost` when it never arrived. */
  | { kind: 'pay'; booking: ResumableBooking; outcome: PayOutcome | null; lost: 'card' | 'other' | null };

export interface SentRequests {
  /** When the booking request went out, if it is unanswered. */
  bookingSentAt: string | null;
  payment: PaymentAttemptRecord | null;
}

const CONFIRMED = 1;
const PENDING = 2;
const COMPLETED = 4;
const IN_PROCESS = 6;
const CARD_METHODS: readonly number[] = [PAYMENT_METHOD.DebitCard, PAYMENT_METHOD.CreditCard];

const recent = (sentAt: string | null | undefined, now: number) =>
  Boolean(sentAt) && now - new Date(sentAt!).getTime() < RESUME_SETTLE_MS;

export function resumeStep(status: BookingAttemptStatus, sent: SentRequests, now: number): ResumeStep {
  const { booking, payment } = status;
  if (!booking) return recent(sent.bookingSentAt, now) ? { kind: 'checking' } : { kind: 'not_booked' };
  if (booking.paid || booking.status === CONFIRMED || booking.status === COMPLETED)
    return { kind: 'paid', booking };
  if (booking.status === IN_PROCESS) return { kind: 'checking' };
  if (booking.status !== PENDING) return { kind: 'closed', booking };

  if (payment && payment.status !== 'SUCCEEDED')
    return { kind: 'pay', booking, outcome: outcomeOfRefusal(payment), lost: null };
  // A succeeded attempt on a booking not yet marked paid is being written: ask again.
  if (payment) return { kind: 'checking' };
  const attempt = sent.payment;
  if (attempt?.sentAt) {
    if (recent(attempt.sentAt, now)) return { kind: 'checking' };
    return {
      kind: 'pay',
      booking,
      outcome: null,
      lost: CARD_METHODS.includes(attempt.method) ? 'card' : 'other',
    };
  }
  return { kind: 'pay', booking, outcome: null, lost: null };
}

/** Whether a reload left anything to ask the API about. */
export function needsResume(
  sent: SentRequests & { attemptKey: string | null; bookingHeld: boolean },
): boolean {
  return Boolean(sent.attemptKey) && (Boolean(sent.bookingSentAt) || sent.bookingHeld);
}
