import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedCards } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { CheckedCard } from './cards';
import { PAYMENT_TOKEN_TTL_MS } from './repository';

/**
 * Saved cards, the specification's TOKENIZATION payment mode: a signed-in user keeps a tokenised
 * card and pays with it later without typing it again. Only what a token vault gives back is kept.
 */

/** Enough for a family's cards; more is more likely a card-testing script than a person. */
export const SAVED_CARDS_MAX = 10;
export const SAVED_CARDS_FULL_MESSAGE = `You can save up to ${SAVED_CARDS_MAX} cards`;
export const SAVED_CARD_NOT_FOUND_MESSAGE = 'Saved card not found';
export const SAVE_CARD_NEEDS_LOGIN_MESSAGE = 'saveCard: saving a card needs a login';
export const TOKENIZATION_NEEDS_LOGIN_MESSAGE = 'paymentMode: paying with a saved card needs a login';

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const view = (row: typeof savedCards.$inferSelect): SavedCardView => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
});

const own = (clubId: number, userId: number) =>
  and(eq(savedCards.clubId, clubId), eq(savedCards.userId, userId));

/** The user's kept cards: not one still waiting for its first payment (migration 0026). */
const kept = (clubId: number, userId: number) =>
  and(own(clubId, userId), isNull(savedCards.paymentTokenHash));

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function listSavedCards(db: Database, clubId: number, userId: number): Promise<SavedCardView[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(kept(clubId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  return rows.map(view);
}

/**
 * Keeps a card the user asked to save when tokenising it — once a payment with `paymentToken`
 * succeeds (`settleSavedCard`). Until then it is not listed and cannot pay: a declined card is never
 * kept. A card whose token ran out unused is dropped here, the next time the user saves one.
 */
export async function saveCard(
  db: Database,
  owner: { clubId: number; userId: number },
  card: CheckedCard & { expiryMonth: number; expiryYear: number },
  paymentToken: string,
): Promise<SavedCardView> {
  return db.transaction(async (tx) => {
    await tx.delete(savedCards).where(
      and(
        own(owner.clubId, owner.userId),
        isNotNull(savedCards.paymentTokenHash),
        // The database's clock, as `createdAt`'s default.
        lt(savedCards.createdAt, sql`now() - make_interval(secs => ${PAYMENT_TOKEN_TTL_MS / 1000})`),
      ),
    );
    const [n] = await tx.select({ n: count() }).from(savedCards).where(kept(owner.clubId, owner.userId));
    if ((n?.n ?? 0) >= SAVED_CARDS_MAX) throw new ApiError(409, SAVED_CARDS_FULL_MESSAGE);
    const [row] = await tx
      .insert(savedCards)
      .values({
        id: randomUUID(),
        clubId: owner.clubId,
        userId: owner.userId,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        outcome: card.outcome,
        paymentTokenHash: sha256(paymentToken),
      })
      .returning();
    return view(row!);
  });
}

/**
 * After a payment with a card typed now: the card waiting on that payment's token (if the user asked
 * to save it) is kept when the payment succeeded and dropped when it did not. In the payment's
 * transaction, so an attempt that is undone keeps nothing either.
 */
export async function settleSavedCard(
  tx: Database,
  clubId: number,
  paymentToken: string,
  succeeded: boolean,
) {
  const waiting = and(eq(savedCards.clubId, clubId), eq(savedCards.paymentTokenHash, sha256(paymentToken)));
  if (succeeded) await tx.update(savedCards).set({ paymentTokenHash: null }).where(waiting);
  else await tx.delete(savedCards).where(waiting);
}

/** Removes one of the user's cards; another user's is "not found", like one that does not exist. */
export async function deleteSavedCard(db: Database, clubId: number, userId: number, id: string) {
  const deleted = await db
    .delete(savedCards)
    .where(and(kept(clubId, userId), eq(savedCards.id, id)))
    .returning({ id: savedCards.id });
  if (deleted.length === 0) throw new ApiError(404, SAVED_CARD_NOT_FOUND_MESSAGE);
}

/** The user's card for a payment, or null (unknown, another user's, or expired since it was saved). */
export async function savedCardForPayment(
  tx: Database,
  owner: { clubId: number; userId: number },
  id: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(savedCards)
    .where(and(kept(owner.clubId, owner.userId), eq(savedCards.id, id)))
    .limit(1);
  if (!row) return null;
  // A card is valid to the end of its expiry month (UTC), as when it was tokenised.
  const expired = Date.UTC(row.expiryYear, row.expiryMonth, 1) <= now.getTime();
  return { brand: row.brand, last4: row.last4, outcome: expired ? ('decline' as const) : row.outcome };
}
