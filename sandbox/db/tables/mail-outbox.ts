import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a row of the outbox sends: a mail rendered when it was written (codes never come here), or a
 * booking mail rendered when it goes out, from the booking as it is then, with its documents.
 */
export type OutboxMessage =
  | {
      type: 'rendered';
      clubName: string;
      subject: string;
      text: string;
      html: string;
      replyTo?: string;
      /** Whether the HTML shows the club's logo inline (it is attached again when sent). */
      logo: boolean;
    }
  | {
      type: 'booking';
      bookingId: string;
      kind: 'confirmation' | 'failed' | 'cancellation' | 'refund';
      /** The refund's status when the event happened (issued, settled), so a late mail tells that. */
      refundStatus: number | null;
    };

/**
 * The transactional outbox (lib/mail/outbox.ts): every mail that follows a change is written here in
 * the change's transaction and sent by the worker, with retries; `idempotency_key` names the event,
 * so one event never makes two rows.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** What the mail is, e.g. `booking.confirmation`, `contact.acknowledgement`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** Known once rendered (at once for most mail, when sent for a booking's). */
    subject: text('subject'),
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: another instance leaves the row alone until then. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Why the last attempt failed: the error's kind and SMTP code, never the server's words. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_club_created_idx').on(table.clubId, table.createdAt),
    check('mail_outbox_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
