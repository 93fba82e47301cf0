import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  BOOKING_STATUS,
  MODULE_TYPE,
  PAYMENT_METHOD,
  bookings,
  payments,
  refunds,
  type PaymentMethod,
  type PaymentStatus,
} from '../../db/schema';
import { BOOKING_NOT_FOUND_MESSAGE, mayAccessBooking, type BookingRow } from '../../lib/booking-access';
import type { AuthSession } from '../../lib/session';
import { ApiError } from '../../lib/errors';
import { IDEMPOTENCY_MISMATCH_MESSAGE, requestHash } from '../../lib/idempotency';
import {
  enqueueBookingMail,
  issueSupplierReferences,
  lockBooking,
  recordStatus,
} from '../bookings/repository';
import { findWallet } from '../wallet/repository';
import { charge, refundCharge, type ChargeContext } from './charge';
import {
  AGENT_MODE_FOR_AGENTS_MESSAGE,
  METHOD_NOT_OFFERED_MESSAGE,
  PAYMENT_TYPE_OF,
  clubOffersMethod,
  isAgentType,
  walletOwnerOf,
} from './methods';
import { findPaymentByKey, loyaltyPointsOf, refundOf, type PaymentRow } from './repository';
import type { PayBody, PaymentResult } from './schemas';

export const ALREADY_PAID_MESSAGE = 'This booking is already paid';
export const NOT_PAYABLE_MESSAGE = 'This booking can no longer be paid';
export const PAY_FORBIDDEN_MESSAGE = 'You cannot pay for this booking';
export const AMOUNT_CHANGED_MESSAGE = 'The booking amount has changed';
export const AIRLINE_FAILURE_MESSAGE =
  'Sorry, your booking failed from the airline side, if payment was deducted from your account, it will be refunded in 3-4 working days';
/** Test hook: a traveller with this last name makes the "airline" refuse the booking after payment. */
export const AIRLINE_FAILURE_LAST_NAME = 'failair';

/** The HTTP status that goes with each outcome (a replay answers the same). */
export const STATUS_OF: Record<PaymentStatus, 201 | 402 | 409> = {
  SUCCEEDED: 201,
  FAILED: 402,
  CANCELLED: 409,
};

export interface PayDeps {
  db: Database;
  clubId: number;
  session: AuthSession | null;
  now: Date;
  /** The request's language: the confirmation (or the refusal) is mailed in it. */
  language?: string | undefined;
}

export interface PayOutcome {
  result: PaymentResult;
  replayed: boolean;
}

/** Test hook: a lead guest with this last name makes the "hotel" refuse the booking after payment. */
export const HOTEL_FAILURE_LAST_NAME = 'failhotel';
export const HOTEL_FAILURE_MESSAGE = 'Sorry your hotel booking failed due to payment issue';

/** Whether the supplier (the airline or the hotel) refuses the booking once it is paid: the test hooks. */
function supplierRefusal(booking: BookingRow): { message: string; reason: string } | null {
  if (booking.moduleType === MODULE_TYPE.Hotel) {
    const refused = booking.stay?.guests.some(
      (guest) => guest.lastName.toLowerCase() === HOTEL_FAILURE_LAST_NAME,
    );
    return refused ? { message: HOTEL_FAILURE_MESSAGE, reason: 'Refused by the hotel' } : null;
  }
  const refused = booking.travellers?.some(
    (traveller) => traveller.lastName.toLowerCase() === AIRLINE_FAILURE_LAST_NAME,
  );
  return refused ? { message: AIRLINE_FAILURE_MESSAGE, reason: 'Refused by the airline' } : null;
}

/** Balances are shown with the answer; a replay shows them as they are now. */
async function balancesFor(tx: Database, payment: PaymentRow, session: AuthSession | null) {
  if (!session) return {};
  if (payment.method === PAYMENT_METHOD.Wallet) {
    const owner = walletOwnerOf(session.user);
    const wallet = owner === null ? null : await findWallet(tx, owner);
    return wallet ? { walletBalance: Number(wallet.availableBalance) } : {};
  }
  if (payment.method === PAYMENT_METHOD.LoyaltyPoints) {
    return { pointsBalance: await loyaltyPointsOf(tx, session.user.id) };
  }
  return {};
}

async function replay(tx: Database, payment: PaymentRow, booking: BookingRow, session: AuthSession | null) {
  const refund = await refundOf(tx, payment.id);
  const result: PaymentResult = {
    paymentId: payment.id,
    status: payment.status,
    bookingId: booking.id,
    bookingStatus: booking.status,
    method: payment.method,
    paymentType: payment.type,
    amount: Number(payment.amount),
    currency: payment.currency,
    message: payment.message,
    ...(await balancesFor(tx, payment, session)),
    refund: refund && { status: refund.status, amount: Number(refund.amount), currency: refund.currency },
  };
  return { result, replayed: true };
}

/**
 * Pays a Pending booking, all in one transaction with the booking row locked: the same
 * Idempotency-Key (per club) is answered from its payment row, a refused charge is recorded and
 * changes nothing else, a successful one confirms the booking (or fails it with a refund when the
 * airline or the hotel refuses). Flights and hotels are paid alike (module type 1 and 2).
 */
export async function payBooking(deps: PayDeps, key: string, body: PayBody): Promise<PayOutcome> {
  const { clubId, session, now } = deps;
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, clubId, body.bookingId);
    if (!booking) throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
    if (!(await mayAccessBooking(tx, booking, session, body.accessToken)))
      throw new ApiError(403, PAY_FORBIDDEN_MESSAGE);

    const hash = requestHash(body);
    const earlier = await findPaymentByKey(tx, clubId, key);
    if (earlier) {
      if (earlier.requestHash !== hash) throw new ApiError(409, IDEMPOTENCY_MISMATCH_MESSAGE);
      return replay(tx, earlier, booking, session);
    }
    if (body.moduleType !== booking.moduleType)
      throw new ApiError(400, `moduleType: this booking is of module type ${booking.moduleType}`);
    if (booking.status !== BOOKING_STATUS.Pending) {
      const over = booking.status === BOOKING_STATUS.Failed || booking.status === BOOKING_STATUS.Cancelled;
      throw new ApiError(409, over ? NOT_PAYABLE_MESSAGE : ALREADY_PAID_MESSAGE);
    }
    if (body.amount !== undefined && Math.abs(body.amount - Number(booking.amount)) > 0.0005)
      throw new ApiError(409, AMOUNT_CHANGED_MESSAGE);

    if (body.agentPaymentMode !== undefined && !(session && isAgentType(session.user)))
      throw new ApiError(403, AGENT_MODE_FOR_AGENTS_MESSAGE);
    if (!(await clubOffersMethod(tx, clubId, body.method)))
      throw new ApiError(400, METHOD_NOT_OFFERED_MESSAGE);
    const method = body.method as PaymentMethod;
    const context: ChargeContext = { tx, clubId, booking, session, idempotencyKey: key, now };
    const paid = await charge(context, body);
    const paymentId = randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        id: paymentId,
        clubId,
        bookingId: booking.id,
        userId: session?.user.id ?? null,
        moduleType: booking.moduleType,
        method,
        type: PAYMENT_TYPE_OF[method],
        status: paid.status,
        amount: booking.amount,
        currency: booking.currency,
        walletAmount: paid.walletAmount,
        loyaltyPoints: paid.loyaltyPoints,
        cardBrand: paid.cardBrand,
        cardLast4: paid.cardLast4,
        bankCode: paid.bankCode,
        message: paid.message,
        idempotencyKey: key,
        requestHash: hash,
      })
      .onConflictDoNothing()
      .returning();
    // The key was taken meanwhile for another booking: undo this attempt's charge with the rest.
    if (!payment) throw new ApiError(409, IDEMPOTENCY_MISMATCH_MESSAGE);

    const result: PaymentResult = {
      paymentId,
      status: paid.status,
      bookingId: booking.id,
      bookingStatus: booking.status,
      method,
      paymentType: payment.type,
      amount: Number(booking.amount),
      currency: booking.currency,
      message: paid.message,
      ...(paid.walletBalance === undefined ? {} : { walletBalance: paid.walletBalance }),
      ...(paid.pointsBalance === undefined ? {} : { pointsBalance: paid.pointsBalance }),
      refund: null,
    };
    if (paid.status !== 'SUCCEEDED') return { result, replayed: false };

    const refused = supplierRefusal(booking);
    const bookingStatus = refused ? BOOKING_STATUS.Failed : BOOKING_STATUS.Confirmed;
    await tx
      .update(bookings)
      .set({ status: bookingStatus, paymentMethod: method, paymentType: payment.type, updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await recordStatus(tx, booking.id, bookingStatus, refused ? 'Refused by the airline' : 'Paid', now);
    result.bookingStatus = bookingStatus;
    const mail = { clubId, bookingId: booking.id, to: booking.contact.email, language: deps.language };
    // Ticketing: the airlines or the hotel issue their references with the confirmation, before the
    // confirmation mail is queued, so the mail (rendered when sent) carries them.
    if (!refused) {
      await issueSupplierReferences(tx, booking, now);
      await enqueueBookingMail(tx, { ...mail, kind: 'confirmation' });
      return { result, replayed: false };
    }

    const refund = await refundCharge(context, method, paid, paymentId);
    await tx.insert(refunds).values({
      id: randomUUID(),
      bookingId: booking.id,
      paymentId,
      status: refund.status,
      amount: booking.amount,
      currency: booking.currency,
      reason: refused.reason,
    });
    await tx.update(payments).set({ message: refused.message }).where(eq(payments.id, paymentId));
    result.message = refused.message;
    result.refund = { status: refund.status, amount: Number(booking.amount), currency: booking.currency };
    if (refund.walletBalance !== undefined) result.walletBalance = refund.walletBalance;
    if (refund.pointsBalance !== undefined) result.pointsBalance = refund.pointsBalance;
    await enqueueBookingMail(tx, { ...mail, kind: 'failed' });
    return { result, replayed: false };
  });
}
