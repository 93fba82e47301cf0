import { BOOKING_STATUS, REFUND_STATUS, type BookingStatus, type RefundStatus } from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import { lastTravelDate } from './traveller-rules';

/**
 * The rules of a booking's life after payment (docs/bookings-contract.md): which My bookings tab it
 * is on, when it is Completed, what cancelling it gives back, and when a Pending refund settles.
 * Pure functions of the booking and the clock; the repository applies them on read.
 */

export const BOOKING_TABS = ['upcoming', 'cancelled', 'completed', 'failed'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** A card, UPI or net-banking refund is with the bank this long; the first read after settles it. */
export const REFUND_SETTLE_MINUTES = 10;
/** Test hook: a traveller with this last name makes the bank refuse the refund (Failed). */
export const REFUND_FAILURE_LAST_NAME = 'failrefund';
/** What the pretend airline keeps of a refundable fare when it is cancelled. */
export const CANCELLATION_FEE_RATE = 0.1;

export const NON_REFUNDABLE_MESSAGE = 'This fare is non-refundable: cancelling it gives no money back';
export const ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled';
export const COMPLETED_NOT_CANCELLABLE_MESSAGE = 'A completed booking cannot be cancelled';
export const FAILED_NOT_CANCELLABLE_MESSAGE = 'A failed booking cannot be cancelled';
export const NOT_CONFIRMED_MESSAGE = 'Only a confirmed booking can be cancelled';
export const DEPARTED_MESSAGE = 'This flight departs today or has departed: it can no longer be cancelled';
export const QUOTE_CHANGED_MESSAGE = 'The refund has changed since it was quoted. Please review it again.';

type Legs = readonly { departure: string; arrival: string }[];

const legsOf = (booking: Pick<BookingRow, 'fare'>) => (booking.fare?.offer.legs ?? []) as unknown as Legs;

/** The local day of the first departure, `YYYY-MM-DD`. */
export function firstTravelDate(booking: Pick<BookingRow, 'fare'>): string {
  return legsOf(booking)[0]?.departure.slice(0, 10) ?? '';
}

export function lastTravelDateOf(booking: Pick<BookingRow, 'fare'>): string {
  return lastTravelDate(legsOf(booking));
}

/** Completed: a Confirmed booking whose last flight arrived on a day before `today`. */
export function isDueForCompletion(booking: Pick<BookingRow, 'status' | 'fare'>, today: string): boolean {
  return booking.status === BOOKING_STATUS.Confirmed && lastTravelDateOf(booking) < today;
}

const UPCOMING: readonly BookingStatus[] = [
  BOOKING_STATUS.Confirmed,
  BOOKING_STATUS.Pending,
  BOOKING_STATUS.InProcess,
  BOOKING_STATUS.CancelRequested,
];

/**
 * The tab a (settled) booking is listed under, or null: a Pending booking whose travel date has
 * passed was never paid and is listed nowhere.
 */
export function tabOf(booking: Pick<BookingRow, 'status' | 'fare'>, today: string): BookingTab | null {
  switch (booking.status) {
    case BOOKING_STATUS.Cancelled:
      return 'cancelled';
    case BOOKING_STATUS.Completed:
      return 'completed';
    case BOOKING_STATUS.Failed:
      return 'failed';
    default:
      return UPCOMING.includes(booking.status) && lastTravelDateOf(booking) >= today ? 'upcoming' : null;
  }
}

export type NotCancellableReason =
  'ALREADY_CANCELLED' | 'COMPLETED' | 'FAILED' | 'NOT_CONFIRMED' | 'DEPARTED';

export interface RefundQuote {
  cancellable: boolean;
  refundable: boolean;
  /** Why it cannot be cancelled, or NON_REFUNDABLE when it can but gives nothing back. */
  reason: NotCancellableReason | 'NON_REFUNDABLE' | null;
  message: string | null;
  amount: number;
  cancellationFee: number;
  refundAmount: number;
  currency: string;
}

const REASON_MESSAGES: Record<NonNullable<RefundQuote['reason']>, string> = {
  ALREADY_CANCELLED: ALREADY_CANCELLED_MESSAGE,
  COMPLETED: COMPLETED_NOT_CANCELLABLE_MESSAGE,
  FAILED: FAILED_NOT_CANCELLABLE_MESSAGE,
  NOT_CONFIRMED: NOT_CONFIRMED_MESSAGE,
  DEPARTED: DEPARTED_MESSAGE,
  NON_REFUNDABLE: NON_REFUNDABLE_MESSAGE,
};

function blockerOf(booking: Pick<BookingRow, 'status' | 'fare'>, today: string): NotCancellableReason | null {
  switch (booking.status) {
    case BOOKING_STATUS.Cancelled:
    case BOOKING_STATUS.CancelRequested:
      return 'ALREADY_CANCELLED';
    case BOOKING_STATUS.Completed:
      return 'COMPLETED';
    case BOOKING_STATUS.Failed:
      return 'FAILED';
    case BOOKING_STATUS.Confirmed:
      return firstTravelDate(booking) <= today ? 'DEPARTED' : null;
    default:
      return 'NOT_CONFIRMED';
  }
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * What cancelling gives back now: a refundable fare the amount less the airline's fee
 * (CANCELLATION_FEE_RATE, rounded to the currency's decimals); a non-refundable fare nothing.
 * Cancelling is possible for a Confirmed booking up to the day before its first departure.
 */
export function refundQuote(
  booking: Pick<BookingRow, 'status' | 'fare' | 'amount' | 'currency'>,
  today: string,
  currencyDecimals: number,
): RefundQuote {
  const amount = Number(booking.amount);
  const refundable = Boolean(booking.fare?.offer.refundable);
  const blocker = blockerOf(booking, today);
  const cancellable = blocker === null;
  const fee = refundable ? roundTo(amount * CANCELLATION_FEE_RATE, currencyDecimals) : amount;
  const reason = blocker ?? (refundable ? null : 'NON_REFUNDABLE');
  return {
    cancellable,
    refundable,
    reason,
    message: reason && REASON_MESSAGES[reason],
    amount,
    cancellationFee: cancellable ? fee : 0,
    refundAmount: cancellable ? roundTo(amount - fee, currencyDecimals) : 0,
    currency: booking.currency,
  };
}

/** The status a Pending refund settles to at `now`, or null while it is still with the bank. */
export function settledRefundStatus(
  refund: { status: RefundStatus; createdAt: Date },
  booking: Pick<BookingRow, 'travellers'>,
  now: Date,
): RefundStatus | null {
  if (refund.status !== REFUND_STATUS.Pending) return null;
  if (now.getTime() - refund.createdAt.getTime() < REFUND_SETTLE_MINUTES * 60_000) return null;
  const refused = (booking.travellers ?? []).some(
    (traveller) => traveller.lastName.toLowerCase() === REFUND_FAILURE_LAST_NAME,
  );
  return refused ? REFUND_STATUS.Failed : REFUND_STATUS.Refunded;
}
