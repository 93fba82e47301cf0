import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loyaltyAccounts, paymentTokens, payments, refunds } from '../../db/schema';
import { findCurrency } from '../currencies/repository';
import type { CheckedCard } from './cards';

/** Card tokens, loyalty points and payment rows. Everything that moves value takes the caller's `tx`. */

export const PAYMENT_TOKEN_TTL_MS = 15 * 60_000;
/** One loyalty point is worth this much (in POINT_CURRENCY). */
export const POINT_VALUE = 0.01;
export const POINT_CURRENCY = 'USD';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function createPaymentToken(db: Database, clubId: number, card: CheckedCard, now: Date) {
  const paymentToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PAYMENT_TOKEN_TTL_MS);
  await db.insert(paymentTokens).values({
    tokenHash: sha256(paymentToken),
    clubId,
    brand: card.brand,
    last4: card.last4,
    outcome: card.outcome,
    expiresAt,
  });
  return { paymentToken, brand: card.brand, last4: card.last4, expiresAt: expiresAt.toISOString() };
}

/** Uses up a live token of the club (once, whatever the outcome); null when unknown, expired or used. */
export async function consumePaymentToken(tx: Database, clubId: number, token: string, now: Date) {
  const [card] = await tx
    .update(paymentTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(paymentTokens.tokenHash, sha256(token)),
        eq(paymentTokens.clubId, clubId),
        isNull(paymentTokens.usedAt),
        gt(paymentTokens.expiresAt, now),
      ),
    )
    .returning({ brand: paymentTokens.brand, last4: paymentTokens.last4, outcome: paymentTokens.outcome });
  return card ?? null;
}

export async function loyaltyPointsOf(db: Database, userId: number): Promise<number> {
  const [account] = await db
    .select({ points: loyaltyAccounts.points })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
    .limit(1);
  return account?.points ?? 0;
}

/** Takes `points` in one conditional update; null (nothing changed) when there are not enough. */
export async function spendPoints(tx: Database, userId: number, points: number): Promise<number | null> {
  const [account] = await tx
    .update(loyaltyAccounts)
    .set({ points: sql`${loyaltyAccounts.points} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(loyaltyAccounts.userId, userId), gte(loyaltyAccounts.points, points)))
    .returning({ points: loyaltyAccounts.points });
  return account?.points ?? null;
}

export async function restorePoints(tx: Database, userId: number, points: number): Promise<number> {
  const [account] = await tx
    .update(loyaltyAccounts)
    .set({ points: sql`${loyaltyAccounts.points} + ${points}`, updatedAt: sql`now()` })
    .where(eq(loyaltyAccounts.userId, userId))
    .returning({ points: loyaltyAccounts.points });
  return account?.points ?? 0;
}

/**
 * `amount` of `from` in `to`, at the API's rates (units per USD), rounded up to `decimals`: the
 * payer never pays less than the price. Use the transaction's handle: PGlite would wait on itself.
 */
export async function convertAmount(
  tx: Database,
  amount: number,
  from: string,
  to: string,
  decimals: number,
): Promise<number> {
  if (from === to) return amount;
  const [source, target] = await Promise.all([findCurrency(tx, from), findCurrency(tx, to)]);
  if (!source || !target) throw new Error(`no rate for ${from} or ${to}`);
  const scale = 10 ** decimals;
  // The small epsilon keeps an exact conversion (e.g. 100.00 → 10000 points) from rounding up.
  return Math.ceil((amount / source.rate) * target.rate * scale - 1e-6) / scale;
}

export async function findPaymentByKey(
  tx: Database,
  clubId: number,
  key: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.clubId, clubId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function refundOf(tx: Database, paymentId: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1);
  return row ?? null;
}
