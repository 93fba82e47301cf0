import { sql } from 'drizzle-orm';
import { char, check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { currencies } from './clubs';
import { users } from './users';

/** One wallet per agent; sub-agents and staff users draw on their agent's. Amounts are decimal strings. */
export const agentWallets = pgTable(
  'agent_wallets',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    availableBalance: numeric('available_balance', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: char('currency', { length: 3 })
      .notNull()
      .default('USD')
      .references(() => currencies.code),
    /** Agent points earned by the agent (read only when the club awards points: clubs.agent_points). */
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('agent_wallets_balance_not_negative', sql`${table.availableBalance} >= 0`),
    check('agent_wallets_points_not_negative', sql`${table.points} >= 0`),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agentWallets.agentId, { onDelete: 'cascade' }),
    /** Always positive; `kind` gives the direction. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    kind: text('kind', { enum: ['credit', 'debit'] }).notNull(),
    /** What the movement is for, e.g. a booking reference. */
    reference: text('reference').notNull(),
    /** The same key never moves money twice. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_transactions_agent_id_idx').on(table.agentId),
    check('wallet_transactions_amount_positive', sql`${table.amount} > 0`),
    check('wallet_transactions_kind', sql`${table.kind} in ('credit', 'debit')`),
  ],
);
