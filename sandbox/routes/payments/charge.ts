import {
  PAYMENT_METHOD,
  REFUND_STATUS,
  type CardOutcome,
  type PaymentMethod,
  type PaymentStatus,
  type RefundStatus,
} from '../../db/schema';
import type { Database } from '../../db/client';
import type { BookingRow } from '../../lib/booking-access';
import type { AuthSession } from '../../lib/session';
import { ApiError } from '../../lib/errors';
import { INSUFFICIENT_FUNDS_MESSAGE, creditWallet, debitWallet, findWallet } from '../wallet/repository';
import { CARD_NOT_VALID_MESSAGE } from './cards';
import { walletOwnerOf } from './methods';
import {
  POINT_CURRENCY,
  POINT_VALUE,
  consumePaymentToken,
  convertAmount,
  restorePoints,
  spendPoints,
} from './repository';
import { TOKENIZATION_NEEDS_LOGIN_MESSAGE, savedCardForPayment, settleSavedCard } from './saved-cards';
import { TOKENIZATION, type PayBody } from './schemas';

/** The sandbox's pretend payment providers: cards by test card, UPI, net banking, wallet, points. */

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment has been Cancelled';
export const INSUFFICIENT_POINTS_MESSAGE = 'Insufficient loyalty points';
export const WALLET_FOR_AGENTS_MESSAGE = 'Wallet payments are for agents only';
export const POINTS_NEED_LOGIN_MESSAGE = 'Loyalty points need a login';
export const BAD_PAYMENT_TOKEN_MESSAGE = 'paymentToken: unknown, expired or already used';
export const UNKNOWN_SAVED_CARD_MESSAGE = 'savedCardId: not one of your saved cards';
/** The UPI id whose collect request the sandbox's pretend bank always fails. */
export const FAILING_UPI_ID = 'fail@upi';

export interface Charge {
  status: PaymentStatus;
  message: string;
  cardBrand: string | null;
  cardLast4: string | null;
  bankCode: string | null;
  /** Wallet: what left the wallet, in its currency. */
  walletAmount: string | null;
  loyaltyPoints: number | null;
  walletBalance?: number;
  pointsBalance?: number;
}

const blank = { cardBrand: null, cardLast4: null, bankCode: null, walletAmount: null, loyaltyPoints: null };
const succeeded = (extra: Partial<Charge> = {}): Charge => ({
  ...blank,
  status: 'SUCCEEDED',
  message: PAYMENT_SUCCESS_MESSAGE,
  ...extra,
});
const failed = (message: string, extra: Partial<Charge> = {}): Charge => ({
  ...blank,
  status: 'FAILED',
  message,
  ...extra,
});

export interface ChargeContext {
  tx: Database;
  clubId: number;
  booking: BookingRow;
  session: AuthSession | null;
  idempotencyKey: string;
  now: Date;
}

async function chargeWallet({
  tx,
  clubId,
  booking,
  session,
  idempotencyKey,
}: ChargeContext): Promise<Charge> {
  const owner = session ? walletOwnerOf(session.user) : null;
  if (!session || owner === null) throw new ApiError(403, WALLET_FOR_AGENTS_MESSAGE);
  const wallet = await findWallet(tx, owner);
  if (!wallet) throw new ApiError(403, WALLET_FOR_AGENTS_MESSAGE);
  const amount = await convertAmount(tx, Number(booking.amount), booking.currency, wallet.currency, 2);
  try {
    // A savepoint: a refused debit changes nothing, and the failed attempt can still be recorded.
    const movement = await debitWallet(
      tx,
      owner,
      amount.toFixed(2),
      `Booking ${booking.reference}`,
      `pay:${clubId}:${idempotencyKey}`,
    );
    return succeeded({ walletAmount: amount.toFixed(2), walletBalance: Number(movement.balance) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      return failed(INSUFFICIENT_FUNDS_MESSAGE, { walletBalance: Number(wallet.availableBalance) });
    }
    throw error;
  }
}

async function chargePoints({ tx, booking, session }: ChargeContext): Promise<Charge> {
  if (!session) throw new ApiError(403, POINTS_NEED_LOGIN_MESSAGE);
  const value = await convertAmount(tx, Number(booking.amount), booking.currency, POINT_CURRENCY, 2);
  const points = Math.ceil(value / POINT_VALUE - 1e-6);
  const left = await spendPoints(tx, session.user.id, points);
  if (left === null) return failed(INSUFFICIENT_POINTS_MESSAGE);
  return succeeded({ loyaltyPoints: points, pointsBalance: left });
}

async function chargeCard({ tx, clubId, now }: ChargeContext, paymentToken: string): Promise<Charge> {
  const card = await consumePaymentToken(tx, clubId, paymentToken, now);
  if (!card) throw new ApiError(400, BAD_PAYMENT_TOKEN_MESSAGE);
  const answer = bankAnswer(card);
  // A card the user asked to save is kept only now that it has paid (issue 34).
  await settleSavedCard(tx, clubId, paymentToken, answer.status === 'SUCCEEDED');
  return answer;
}

/** TOKENIZATION: the signed-in user's saved card (an expired one is declined, as at the bank). */
async function chargeSavedCard({ tx, clubId, session, now }: ChargeContext, id: string): Promise<Charge> {
  if (!session) throw new ApiError(403, TOKENIZATION_NEEDS_LOGIN_MESSAGE);
  const card = await savedCardForPayment(tx, { clubId, userId: session.user.id }, id, now);
  if (!card) throw new ApiError(400, UNKNOWN_SAVED_CARD_MESSAGE);
  return bankAnswer(card);
}

/** What the pretend bank says of a card (by its test number's outcome). */
function bankAnswer(card: { brand: string; last4: string; outcome: CardOutcome }): Charge {
  const seen = { cardBrand: card.brand, cardLast4: card.last4 };
  switch (card.outcome) {
    case 'decline':
      return failed(CARD_NOT_VALID_MESSAGE, seen);
    case 'fail':
      return failed(PAYMENT_FAILED_MESSAGE, seen);
    case 'cancel':
      return { ...blank, ...seen, status: 'CANCELLED', message: PAYMENT_CANCELLED_MESSAGE };
    default:
      return succeeded(seen);
  }
}

/** Takes the money (or says why not) inside the payment's transaction; throws only for caller errors. */
export async function charge(context: ChargeContext, body: PayBody): Promise<Charge> {
  switch (body.method as PaymentMethod) {
    case PAYMENT_METHOD.DebitCard:
    case PAYMENT_METHOD.CreditCard:
      return body.paymentMode === TOKENIZATION
        ? chargeSavedCard(context, body.savedCardId ?? '')
        : chargeCard(context, body.paymentToken ?? '');
    case PAYMENT_METHOD.UPI:
      return body.upiId?.toLowerCase() === FAILING_UPI_ID ? failed(PAYMENT_FAILED_MESSAGE) : succeeded();
    case PAYMENT_METHOD.NetBanking:
      return succeeded({ bankCode: body.bankCode ?? null });
    case PAYMENT_METHOD.LoyaltyPoints:
      return chargePoints(context);
    case PAYMENT_METHOD.Wallet:
      return chargeWallet(context);
  }
}

export interface RefundOutcome {
  status: RefundStatus;
  walletBalance?: number;
  pointsBalance?: number;
}

/**
 * Gives the money back after the airline refused the booking: the wallet and points at once
 * (Refunded), cards, UPI and net banking through the bank in 3–4 working days (Pending).
 */
export async function refundCharge(
  context: ChargeContext,
  method: PaymentMethod,
  paid: Charge,
  paymentId: string,
): Promise<RefundOutcome> {
  const { tx, session, booking } = context;
  const owner = session ? walletOwnerOf(session.user) : null;
  if (method === PAYMENT_METHOD.Wallet && owner !== null && paid.walletAmount) {
    const movement = await creditWallet(
      tx,
      owner,
      paid.walletAmount,
      `Refund ${booking.reference}`,
      `refund:${paymentId}`,
    );
    return { status: REFUND_STATUS.Refunded, walletBalance: Number(movement.balance) };
  }
  if (method === PAYMENT_METHOD.LoyaltyPoints && session && paid.loyaltyPoints) {
    return {
      status: REFUND_STATUS.Refunded,
      pointsBalance: await restorePoints(tx, session.user.id, paid.loyaltyPoints),
    };
  }
  return { status: REFUND_STATUS.Pending };
}
