import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CARD_OUTCOMES } from './bookings';
import { clubs } from './clubs';
import { users } from './users';

/**
 * Cards a signed-in user chose to keep (migration 0024): the specification's TOKENIZATION payment
 * mode. What a card network's token vault would give back — scheme, last four digits, expiry —
 * never the number or the CVV. `outcome` is what the sandbox's pretend bank does with the card.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    outcome: text('outcome', { enum: CARD_OUTCOMES }).notNull(),
    /**
     * Migration 0026: the SHA-256 of the payment token the card was tokenised with, while the card
     * waits for that payment; NULL once a payment with it succeeded (a kept card). A declined,
     * failed or cancelled payment deletes the row: a card is kept only when it has paid.
     */
    paymentTokenHash: text('payment_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_cards_user_id_idx').on(table.userId),
    index('saved_cards_payment_token_hash_idx').on(table.paymentTokenHash),
    check('saved_cards_outcome', sql`${table.outcome} in ('succeed', 'decline', 'fail', 'cancel')`),
    check('saved_cards_expiry_month', sql`${table.expiryMonth} between 1 and 12`),
  ],
);
