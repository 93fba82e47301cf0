import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  BOOKING_STATUS,
  MODULE_TYPE,
  PAYMENT_METHOD,
  REFUND_STATUS,
  USER_TYPE,
  bookingStatusHistory,
  bookings,
  currencies,
  payments,
  refunds,
  users,
  type ModuleType,
  type RefundStatus,
} from '../../db/schema';
import { BOOKING_NOT_FOUND_MESSAGE, mayAccessBooking, type BookingRow } from '../../lib/booking-access';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { ApiError } from '../../lib/errors';
import type { AuthSession } from '../../lib/session';
import { creditWallet } from '../wallet/repository';
import { restorePoints } from '../payments/repository';
import {
  QUOTE_CHANGED_MESSAGE,
  firstTravelDate,
  hotelRefundQuote,
  isDueForCompletion,
  refundQuote,
  settledRefundStatus,
  tabOf,
  type BookingTab,
  type RefundQuote,
} from './lifecycle';
import { enqueueBookingMail, findBooking, lockBooking, recordStatus } from './repository';

/**
 * My bookings: the customer's lists, the detail's history, the refund quote and the cancellation.
 * Every read first settles what the clock has decided (lifecycle.ts), in a transaction with the
 * booking locked and a history row per change, so that the lists and the detail agree.
 */

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export interface Settled {
  booking: BookingRow;
  payment: PaymentRow | null;
  refund: RefundRow | null;
  /** Set when this read settled a Pending refund (Refunded or Failed): the customer is mailed. */
  refundSettledNow?: boolean;
}

async function paidPaymentOf(db: Database, bookingId: string): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

async function refundOfBooking(db: Database, bookingId: string): Promise<RefundRow | null> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return refund ?? null;
}

/**
 * Applies the completion and refund rules to one locked booking; answers it as it is now. A Pending
 * refund settles `refundSettleMs` after it was made (AppServices.refundSettleMs).
 */
async function settleLocked(
  tx: Database,
  booking: BookingRow,
  now: Date,
  refundSettleMs?: number,
  language?: string,
): Promise<Settled> {
  let current = booking;
  if (isDueForCompletion(current, todayIn(APP_TIME_ZONE, now))) {
    const [updated] = await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS.Completed, updatedAt: now })
      .where(eq(bookings.id, current.id))
      .returning();
    await recordStatus(tx, current.id, BOOKING_STATUS.Completed, 'Travel date passed', now);
    current = updated ?? current;
  }
  let refund = await refundOfBooking(tx, current.id);
  const settled = refund && settledRefundStatus(refund, current, now, refundSettleMs);
  if (refund && settled) {
    const [updated] = await tx
      .update(refunds)
      .set({ status: settled, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    refund = updated ?? refund;
    // The settled refund's mail, with the change: whichever read settles it, it is written once.
    await enqueueBookingMail(tx, {
      clubId: current.clubId,
      bookingId: current.id,
      to: current.contact.email,
      kind: 'refund',
      language,
      refund: { id: refund.id, status: settled },
    });
  }
  return {
    booking: current,
    payment: await paidPaymentOf(tx, current.id),
    refund,
    ...(settled ? { refundSettledNow: true } : {}),
  };
}

/** The bookings among `ids` with a refund still Pending (the ones a read may settle). */
async function withPendingRefunds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: refunds.bookingId })
    .from(refunds)
    .where(and(inArray(refunds.bookingId, ids), eq(refunds.status, REFUND_STATUS.Pending)));
  return new Set(rows.map((row) => row.bookingId));
}

/**
 * What a caller shows besides a login: a booking's own access token, or the booking a Manage
 * booking session token opens (checked by the route, see manage-access.ts).
 */
export interface BookingPass {
  accessToken?: string | undefined;
  openedBookingId?: string | null;
}

async function mayManage(
  db: Database,
  booking: BookingRow,
  session: AuthSession | null,
  pass: BookingPass,
): Promise<boolean> {
  if (pass.openedBookingId && pass.openedBookingId === booking.id) return true;
  return mayAccessBooking(db, booking, session, pass.accessToken);
}

/** One booking, settled, for a caller who may see it; anyone else gets 404 (never 403). */
export async function settledBookingFor(
  db: Database,
  clubId: number,
  bookingId: string,
  session: AuthSession | null,
  pass: BookingPass,
  now: Date,
  refundSettleMs?: number,
  /** The request's language, for the mail of a refund this read settles. */
  language?: string,
): Promise<Settled> {
  const found = await findBooking(db, clubId, bookingId);
  if (!found || !(await mayManage(db, found, session, pass)))
    throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, clubId, bookingId);
    if (!booking) throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
    return settleLocked(tx, booking, now, refundSettleMs, language);
  });
}

export interface HistoryEntry {
  status: number;
  note: string | null;
  at: Date;
}

export async function historyOf(db: Database, bookingId: string): Promise<HistoryEntry[]> {
  return db
    .select({
      status: bookingStatusHistory.status,
      note: bookingStatusHistory.note,
      at: bookingStatusHistory.createdAt,
    })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, bookingId))
    .orderBy(asc(bookingStatusHistory.id));
}

export async function currencyDecimals(db: Database, code: string): Promise<number> {
  const [currency] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return currency?.decimals ?? 2;
}

/** The refund quote now: a flight's by its fare, a hotel's by its rates' cancellation policies. */
export async function quoteFor(db: Database, booking: BookingRow, now: Date): Promise<RefundQuote> {
  const today = todayIn(APP_TIME_ZONE, now);
  const decimals = await currencyDecimals(db, booking.currency);
  return booking.moduleType === MODULE_TYPE.Hotel
    ? hotelRefundQuote(booking, now, today, decimals)
    : refundQuote(booking, today, decimals);
}

export interface ListQuery {
  moduleType: ModuleType;
  tab: BookingTab;
  page: number;
  pageSize: number;
}

export interface BookingList {
  items: Settled[];
  counts: Record<BookingTab, number>;
  total: number;
  /** The bookings whose Pending refund this read settled (on any tab or page). */
  settledRefunds: string[];
}

/**
 * The user's own bookings of one module on one tab, a page of them, with every tab's count.
 * Upcoming is ordered by the first departure (soonest first), the other tabs newest first.
 */
export async function listBookings(
  db: Database,
  clubId: number,
  userId: number,
  query: ListQuery,
  now: Date,
  refundSettleMs?: number,
  language?: string,
): Promise<BookingList> {
  const today = todayIn(APP_TIME_ZONE, now);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.clubId, clubId),
        eq(bookings.userId, userId),
        eq(bookings.moduleType, query.moduleType),
      ),
    )
    .orderBy(desc(bookings.createdAt));

  const pendingRefunds = await withPendingRefunds(
    db,
    rows.map((row) => row.id),
  );
  const settled: Settled[] = [];
  for (const row of rows) {
    if (isDueForCompletion(row, today) || pendingRefunds.has(row.id)) {
      settled.push(
        await db.transaction(async (tx) =>
          settleLocked(tx, (await lockBooking(tx, clubId, row.id)) ?? row, now, refundSettleMs, language),
        ),
      );
    } else {
      settled.push({ booking: row, payment: null, refund: null });
    }
  }

  const counts: Record<BookingTab, number> = { upcoming: 0, cancelled: 0, completed: 0, failed: 0 };
  const onTab: Settled[] = [];
  for (const entry of settled) {
    const tab = tabOf(entry.booking, today);
    if (!tab) continue;
    counts[tab] += 1;
    if (tab === query.tab) onTab.push(entry);
  }
  if (query.tab === 'upcoming') {
    onTab.sort((a, b) => firstTravelDate(a.booking).localeCompare(firstTravelDate(b.booking)));
  }
  const start = (query.page - 1) * query.pageSize;
  const page = onTab.slice(start, start + query.pageSize);
  const items = await Promise.all(
    page.map(async (entry) => ({
      booking: entry.booking,
      payment: entry.payment,
      refund: entry.refund ?? (await refundOfBooking(db, entry.booking.id)),
    })),
  );
  const settledRefunds = settled.filter((entry) => entry.refundSettledNow).map((entry) => entry.booking.id);
  return { items, counts, total: onTab.length, settledRefunds };
}

/** The agent whose wallet paid (the payer, or their agent for a sub-agent or staff user). */
async function walletOwnerOfPayer(tx: Database, payerId: number | null): Promise<number | null> {
  if (payerId === null) return null;
  const [payer] = await tx
    .select({ id: users.id, userType: users.userType, parentAgentId: users.parentAgentId })
    .from(users)
    .where(eq(users.id, payerId))
    .limit(1);
  if (!payer) return null;
  if (payer.userType === USER_TYPE.AGENT) return payer.id;
  const agentOwned: number[] = [USER_TYPE.SUB_AGENT, USER_TYPE.STAFF_USER];
  return agentOwned.includes(payer.userType) ? payer.parentAgentId : null;
}

/**
 * Gives back `refundAmount` of the booking's payment: to the wallet or the points at once
 * (Refunded, in the cancellation's transaction), else through the bank (Pending until it settles).
 */
async function refundPayment(
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
  refundAmount: number,
  reason: string,
  now: Date,
): Promise<RefundStatus> {
  const share = refundAmount / Number(booking.amount);
  let status: RefundStatus = REFUND_STATUS.Pending;
  if (payment.method === PAYMENT_METHOD.Wallet && payment.walletAmount) {
    const owner = await walletOwnerOfPayer(tx, payment.userId);
    const back = Math.floor(Number(payment.walletAmount) * share * 100) / 100;
    if (owner !== null && back > 0) {
      await creditWallet(
        tx,
        owner,
        back.toFixed(2),
        `Refund ${booking.reference}`,
        `cancel-refund:${payment.id}`,
      );
      status = REFUND_STATUS.Refunded;
    }
  } else if (payment.method === PAYMENT_METHOD.LoyaltyPoints && payment.loyaltyPoints && payment.userId) {
    const back = Math.floor(payment.loyaltyPoints * share);
    if (back > 0) await restorePoints(tx, payment.userId, back);
    status = REFUND_STATUS.Refunded;
  }
  await tx.insert(refunds).values({
    id: randomUUID(),
    bookingId: booking.id,
    paymentId: payment.id,
    status,
    amount: refundAmount.toFixed(3),
    currency: booking.currency,
    reason,
    createdAt: now,
    updatedAt: now,
  });
  return status;
}

export interface CancelRequest {
  reasonValue: string;
  /** The refund the customer was shown; a different one now is refused (409). */
  expectedRefund?: number;
}

/**
 * Cancels a Confirmed booking in one transaction: Confirmed → CancelRequested (the customer's
 * reason) → Cancelled (the sandbox's airline or hotel accepts at once), and the refund of the quote.
 */
export async function cancelBooking(
  db: Database,
  clubId: number,
  bookingId: string,
  session: AuthSession | null,
  pass: BookingPass,
  request: CancelRequest,
  now: Date,
  refundSettleMs?: number,
  language?: string,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const locked = await lockBooking(tx, clubId, bookingId);
    if (!locked || !(await mayManage(tx, locked, session, pass)))
      throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
    const { booking, payment } = await settleLocked(tx, locked, now, refundSettleMs, language);
    const quote = await quoteFor(tx, booking, now);
    if (!quote.cancellable) throw new ApiError(409, quote.message ?? 'This booking cannot be cancelled');
    if (
      request.expectedRefund !== undefined &&
      Math.abs(request.expectedRefund - quote.refundAmount) > 0.0005
    )
      throw new ApiError(409, QUOTE_CHANGED_MESSAGE);

    await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS.CancelRequested, cancelReason: request.reasonValue, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await recordStatus(tx, booking.id, BOOKING_STATUS.CancelRequested, request.reasonValue, now);
    await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS.Cancelled, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const supplier = booking.moduleType === MODULE_TYPE.Hotel ? 'the hotel' : 'the airline';
    await recordStatus(tx, booking.id, BOOKING_STATUS.Cancelled, `Cancelled by ${supplier}`, now);
    if (payment && quote.refundAmount > 0) {
      await refundPayment(tx, booking, payment, quote.refundAmount, request.reasonValue, now);
    }
    const cancelled = await lockBooking(tx, clubId, booking.id);
    if (!cancelled) throw new Error('a cancelled booking vanished');
    await enqueueBookingMail(tx, {
      clubId,
      bookingId: booking.id,
      to: booking.contact.email,
      kind: 'cancellation',
      language,
    });
    return { booking: cancelled, payment, refund: await refundOfBooking(tx, booking.id) };
  });
}
