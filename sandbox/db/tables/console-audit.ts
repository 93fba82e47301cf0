import { index, integer, pgTable, serial, smallint, text, timestamp, jsonb } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { consoleUsers } from './console';
import { bytea } from './stored-file';

/**
 * Every change made in the operator console (docs/operator-console.md): who (the account's e-mail
 * and role), when, what (an action name such as `club.update`), and the club's state before and
 * after as JSON (secrets left out). A WL_ADMIN sees the entries of their own club.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: serial('id').primaryKey(),
    /** The club the change was made to; null for a change of no club, or once the club is gone. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** CONSOLE_ROLE of the account: 1 SUPER_ADMIN, 2 WL_ADMIN. */
    actorRole: smallint('actor_role').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('console_audit_log_club_created_idx').on(table.clubId, table.createdAt)],
);

/** A club's uploaded logo (PNG, WebP or sanitised SVG, at most 512 KB), served under its images path. */
export const clubLogos = pgTable('club_logos', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** `logo-<first 16 hex of the content's sha256>.<svg|png|webp>`: a new file, a new address. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in console session: only the SHA-256 of the cookie's random token is kept, so a copy of
 * the database opens no session. Signing out deletes the row.
 */
export const consoleSessions = pgTable('console_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  consoleUserId: integer('console_user_id')
    .notNull()
    .references(() => consoleUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
