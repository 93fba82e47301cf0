import { BOOKING_STATUS, REFUND_STATUS, type BookingStatus, type RefundStatus } from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import { DEFAULT_REFUND_SETTLE_MS } from '../../lib/services';
import { lastTravelDate } from './traveller-rules';

/**
 * The rules of a booking's life after payment (docs/bookings-contract.md): which My bookings tab it
 * is on, when it is Completed, what cancelling it gives back, and when a Pending refund settles.
 * Pure functions of the booking and the clock; the repository applies them on read.
 */

export const BOOKING_TABS = ['upcoming', 'cancelled', 'completed', 'failed'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * A card, UPI or net-banking refund is with the bank this long by default; the first read after
 * settles it. `SANDBOX_REFUND_SETTLE_SECONDS` changes it (the end-to-end run waits seconds, not ten
 * minutes), through `AppServices.refundSettleMs`.
 */
export const REFUND_SETTLE_MINUTES = DEFAULT_REFUND_SETTLE_MS / 60_000;
/** Test hook: a traveller (a hotel: a lead guest) with this last name makes the bank refuse the refund (Failed). */
export const REFUND_FAILURE_LAST_NAME = 'failrefund';
/** What the pretend airline keeps of a refundable fare when it is cancelled. */
export const CANCELLATION_FEE_RATE = 0.1;

export const NON_REFUNDABLE_MESSAGE = 'This fare is non-refundable: cancelling it gives no money back';
export const ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled';
export const COMPLETED_NOT_CANCELLABLE_MESSAGE = 'A completed booking cannot be cancelled';
export const FAILED_NOT_CANCELLABLE_MESSAGE = 'A failed booking cannot be cancelled';
export const NOT_CONFIRMED_MESSAGE = 'Only a confirmed booking can be cancelled';
export const DEPARTED_MESSAGE = 'This flight departs today or has departed: it can no longer be cancelled';
export const CHECKED_IN_MESSAGE = 'The stay begins today or has begun: it can no longer be cancelled';
export const NON_REFUNDABLE_RATE_MESSAGE = 'This rate is non-refundable: cancelling it gives no money back';
export const QUOTE_CHANGED_MESSAGE = 'The refund has changed since it was quoted. Please review it again.';

type Legs = readonly { departure: string; arrival: string }[];
type Travel = Pick<BookingRow, 'fare' | 'stay'>;

function legsOf(booking: Travel): Legs {
  if (!booking.fare) throw new Error('a flight booking without its fare');
  return booking.fare.offer.legs as unknown as Legs;
}

/** The local day of the first departure (a hotel: the check-in day), `YYYY-MM-DD`. */
export function firstTravelDate(booking: Travel): string {
  if (booking.stay) return booking.stay.checkIn;
  return legsOf(booking)[0]?.departure.slice(0, 10) ?? '';
}

/** The local day of the last arrival (a hotel: the check-out day). */
export function lastTravelDateOf(booking: Travel): string {
  if (booking.stay) return booking.stay.checkOut;
  return lastTravelDate(legsOf(booking));
}

/**
 * Completed: a Confirmed booking whose last flight arrived on a day before `today`, or whose
 * hotel stay's check-out day is before `today`.
 */
export function isDueForCompletion(booking: Pick<BookingRow, 'status'> & Travel, today: string): boolean {
  return booking.status === BOOKING_STATUS.Confirmed && lastTravelDateOf(booking) < today;
}

const UPCOMING: readonly BookingStatus[] = [
  BOOKING_STATUS.Confirmed,
  BOOKING_STATUS.Pending,
  BOOKING_STATUS.InProcess,
];

/**
 * The tab a (settled) booking is listed under, or null: a Pending booking whose travel date has
 * passed was never paid and is listed nowhere. A booking whose cancellation the customer asked for
 * (CancelRequested, waiting for the airline or hotel) is under Cancelled with its own label: the
 * customer will not travel on it, and looks for it where it is going.
 */
export function tabOf(booking: Pick<BookingRow, 'status'> & Travel, today: string): BookingTab | null {
  switch (booking.status) {
    case BOOKING_STATUS.Cancelled:
    case BOOKING_STATUS.CancelRequested:
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
  'ALREADY_CANCELLED' | 'COMPLETED' | 'FAILED' | 'NOT_CONFIRMED' | 'DEPARTED' | 'CHECKED_IN';

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
  /**
   * A hotel booking: until when cancelling is free (the earliest deadline of its refundable
   * rooms, the hotel's local time with its offset); null for flights and non-refundable rates.
   */
  freeCancellationUntil: string | null;
}

const REASON_MESSAGES: Record<NonNullable<RefundQuote['reason']>, string> = {
  ALREADY_CANCELLED: ALREADY_CANCELLED_MESSAGE,
  COMPLETED: COMPLETED_NOT_CANCELLABLE_MESSAGE,
  FAILED: FAILED_NOT_CANCELLABLE_MESSAGE,
  NOT_CONFIRMED: NOT_CONFIRMED_MESSAGE,
  DEPARTED: DEPARTED_MESSAGE,
  CHECKED_IN: CHECKED_IN_MESSAGE,
  NON_REFUNDABLE: NON_REFUNDABLE_MESSAGE,
};

function blockerOf(booking: Pick<BookingRow, 'status'> & Travel, today: string): NotCancellableReason | null {
  switch (booking.status) {
    case BOOKING_STATUS.Cancelled:
    case BOOKING_STATUS.CancelRequested:
      return 'ALREADY_CANCELLED';
    case BOOKING_STATUS.Completed:
      return 'COMPLETED';
    case BOOKING_STATUS.Failed:
      return 'FAILED';
    case BOOKING_STATUS.Confirmed:
      if (firstTravelDate(booking) > today) return null;
      return booking.stay ? 'CHECKED_IN' : 'DEPARTED';
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
  booking: Pick<BookingRow, 'status' | 'fare' | 'stay' | 'amount' | 'currency'>,
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
    freeCancellationUntil: null,
  };
}

/** A booked room's rate as the stay snapshot holds it (docs/hotels-contract.md, Stay). */
interface StayRoomRate {
  total: number;
  refundable: boolean;
  cancellation: { freeUntil: string; penalty: number } | null;
}

const roomsOf = (booking: Pick<BookingRow, 'stay'>) =>
  (booking.stay?.en.rooms ?? []) as unknown as readonly StayRoomRate[];

/** What the hotel keeps of one room if it is cancelled at `now`: nothing before its deadline. */
function roomPenalty(room: StayRoomRate, now: Date): number {
  if (!room.refundable || !room.cancellation) return room.total;
  return now.getTime() < new Date(room.cancellation.freeUntil).getTime() ? 0 : room.cancellation.penalty;
}

/**
 * What cancelling a hotel booking gives back at `now`, by its rates' cancellation policies: a
 * refundable room costs nothing before its free-cancellation deadline and its penalty after it; a
 * non-refundable room is kept whole. Cancelling is possible for a Confirmed booking up to the day
 * before check-in.
 */
export function hotelRefundQuote(
  booking: Pick<BookingRow, 'status' | 'fare' | 'stay' | 'amount' | 'currency'>,
  now: Date,
  today: string,
  currencyDecimals: number,
): RefundQuote {
  const amount = Number(booking.amount);
  const rooms = roomsOf(booking);
  const refundableRooms = rooms.filter((room) => room.refundable && room.cancellation);
  const refundable = refundableRooms.length > 0;
  const deadlines = refundableRooms
    .map((room) => room.cancellation!.freeUntil)
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
  const blocker = blockerOf(booking, today);
  const cancellable = blocker === null;
  const penalties = rooms.reduce((sum, room) => sum + roomPenalty(room, now), 0);
  const fee = Math.min(amount, roundTo(penalties, currencyDecimals));
  const reason = blocker ?? (refundable ? null : 'NON_REFUNDABLE');
  return {
    cancellable,
    refundable,
    reason,
    message: reason && (reason === 'NON_REFUNDABLE' ? NON_REFUNDABLE_RATE_MESSAGE : REASON_MESSAGES[reason]),
    amount,
    cancellationFee: cancellable ? fee : 0,
    refundAmount: cancellable ? roundTo(amount - fee, currencyDecimals) : 0,
    currency: booking.currency,
    freeCancellationUntil: deadlines[0] ?? null,
  };
}

/** The status a Pending refund settles to at `now`, or null while it is still with the bank. */
export function settledRefundStatus(
  refund: { status: RefundStatus; createdAt: Date },
  booking: Pick<BookingRow, 'travellers' | 'stay'>,
  now: Date,
  settleMs = DEFAULT_REFUND_SETTLE_MS,
): RefundStatus | null {
  if (refund.status !== REFUND_STATUS.Pending) return null;
  if (now.getTime() - refund.createdAt.getTime() < settleMs) return null;
  const people = booking.travellers ?? booking.stay?.guests ?? [];
  const refused = people.some((traveller) => traveller.lastName.toLowerCase() === REFUND_FAILURE_LAST_NAME);
  return refused ? REFUND_STATUS.Failed : REFUND_STATUS.Refunded;
}
