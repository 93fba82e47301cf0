import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * The operators' console accounts, apart from `users` (whose accounts always belong to one club): a
 * SUPER_ADMIN runs the installation and belongs to no club; a WL_ADMIN runs exactly one club.
 */
export const CONSOLE_ROLE = { SUPER_ADMIN: 1, WL_ADMIN: 2 } as const;
export type ConsoleRole = (typeof CONSOLE_ROLE)[keyof typeof CONSOLE_ROLE];

export const consoleUsers = pgTable(
  'console_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; one console account per address. */
    email: text('email').notNull().unique(),
    /** Null until the account's set-up link is used: no password exists before the owner picks one. */
    passwordHash: text('password_hash'),
    role: smallint('role').notNull().$type<ConsoleRole>(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'console_users_role_club',
      sql`(${table.role} = 1 and ${table.clubId} is null) or (${table.role} = 2 and ${table.clubId} is not null)`,
    ),
  ],
);

/**
 * One-time set-up links: only the SHA-256 of the random token is kept, so a copy of the database
 * opens no account; a link works once (`used_at`) and until `expires_at`.
 */
export const consoleSetupTokens = pgTable(
  'console_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consoleUserId: integer('console_user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('console_setup_tokens_user_idx').on(table.consoleUserId)],
);
