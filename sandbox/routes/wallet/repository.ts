import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentWallets, clubs, walletTransactions } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/**
 * Agent wallets. Amounts are decimal strings with two places (numeric(12,2)); they never pass
 * through floating point on the way to the database. A debit is atomic and never takes a balance
 * below zero: the balance only changes in one conditional UPDATE, and the table's CHECK backs it.
 */

export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient wallet balance';

export type WalletTransaction = typeof walletTransactions.$inferSelect;

export interface WalletBalance {
  agentId: number;
  availableBalance: string;
  currency: string;
  /** The agent's points (whether the club awards them is the club's `agent_points`). */
  points: number;
}

export interface WalletMovement {
  transaction: WalletTransaction;
  /** The balance after the movement (for a replayed key: the balance now). */
  balance: string;
  /** True when the idempotency key had already moved the money: nothing changed this time. */
  replayed: boolean;
}

/** `12.5` or `'12.50'` → `'12.50'`; anything not a positive amount with at most two decimals throws. */
export function toAmount(amount: number | string): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    throw new ApiError(400, `amount: must be a positive amount with at most two decimals, got ${text}`);
  }
  const [units = '0', cents = ''] = text.split('.');
  return `${BigInt(units)}.${cents.padEnd(2, '0')}`;
}

export async function findWallet(db: Database, agentId: number): Promise<WalletBalance | null> {
  const [wallet] = await db
    .select({
      agentId: agentWallets.agentId,
      availableBalance: agentWallets.availableBalance,
      currency: agentWallets.currency,
      points: agentWallets.points,
    })
    .from(agentWallets)
    .where(eq(agentWallets.agentId, agentId))
    .limit(1);
  return wallet ?? null;
}

/** Whether the club awards its agents points. */
export async function clubAwardsAgentPoints(db: Database, clubId: number): Promise<boolean> {
  const [club] = await db
    .select({ agentPoints: clubs.agentPoints })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return club?.agentPoints ?? false;
}

async function replay(
  tx: Database,
  idempotencyKey: string,
  expected: Pick<WalletTransaction, 'agentId' | 'kind' | 'amount'>,
): Promise<WalletMovement | null> {
  const [existing] = await tx
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!existing) return null;
  const same =
    existing.agentId === expected.agentId &&
    existing.kind === expected.kind &&
    Number(existing.amount) === Number(expected.amount);
  if (!same) throw new ApiError(409, 'This Idempotency-Key was already used for another payment');
  const wallet = await findWallet(tx, expected.agentId);
  return { transaction: existing, balance: wallet?.availableBalance ?? '0.00', replayed: true };
}

async function move(
  db: Database,
  kind: 'credit' | 'debit',
  agentId: number,
  amount: number | string,
  reference: string,
  idempotencyKey: string | null,
): Promise<WalletMovement> {
  const value = toAmount(amount);
  // A savepoint inside the caller's transaction (or a transaction of its own): all or nothing.
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const earlier = await replay(tx, idempotencyKey, { agentId, kind, amount: value });
      if (earlier) return earlier;
    }
    const change =
      kind === 'debit'
        ? sql`${agentWallets.availableBalance} - ${value}::numeric`
        : sql`${agentWallets.availableBalance} + ${value}::numeric`;
    const [wallet] = await tx
      .update(agentWallets)
      .set({ availableBalance: change, updatedAt: sql`now()` })
      .where(
        kind === 'debit'
          ? and(eq(agentWallets.agentId, agentId), gte(agentWallets.availableBalance, value))
          : eq(agentWallets.agentId, agentId),
      )
      .returning({ balance: agentWallets.availableBalance });
    if (!wallet) {
      if (!(await findWallet(tx, agentId))) throw new ApiError(404, 'Wallet not found');
      throw new ApiError(402, INSUFFICIENT_FUNDS_MESSAGE);
    }
    const [transaction] = await tx
      .insert(walletTransactions)
      .values({ agentId, amount: value, kind, reference, idempotencyKey })
      .returning();
    return { transaction: transaction!, balance: wallet.balance, replayed: false };
  });
}

/**
 * Takes `amount` from the agent's wallet, atomically, or throws 402 "Insufficient wallet balance"
 * without changing anything. With an idempotency key, repeating the call moves nothing and answers
 * the first movement. Pass the booking's transaction as `tx` so that both commit or neither.
 */
export function debitWallet(
  tx: Database,
  agentId: number,
  amount: number | string,
  reference: string,
  idempotencyKey: string | null = null,
): Promise<WalletMovement> {
  return move(tx, 'debit', agentId, amount, reference, idempotencyKey);
}

/** Adds `amount` to the agent's wallet (top-ups, refunds); idempotent like `debitWallet`. */
export function creditWallet(
  tx: Database,
  agentId: number,
  amount: number | string,
  reference: string,
  idempotencyKey: string | null = null,
): Promise<WalletMovement> {
  return move(tx, 'credit', agentId, amount, reference, idempotencyKey);
}

/**
 * Opens the wallet of a newly approved agent with `startingBalance` (a decimal string, may be
 * `0.00`), recording a positive opening balance as a credit. An agent who already has a wallet keeps
 * it as it is. Pass the approval's transaction as `tx` so that both commit or neither.
 */
export async function openWallet(
  tx: Database,
  agentId: number,
  startingBalance: string,
  currency = 'USD',
): Promise<void> {
  const opened = await tx
    .insert(agentWallets)
    .values({ agentId, availableBalance: '0', currency })
    .onConflictDoNothing()
    .returning({ agentId: agentWallets.agentId });
  if (opened.length === 0 || Number(startingBalance) <= 0) return;
  await creditWallet(tx, agentId, startingBalance, 'Opening balance', `opening-balance:${agentId}`);
}
