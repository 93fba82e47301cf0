import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * The ledger every supplier code is allocated from (migration 0021): its primary key is what makes
 * a record locator, an e-ticket number or a hotel confirmation number unique across all bookings.
 * The booking keeps its own copy as issued (`bookings.supplier_references`).
 */
export const SUPPLIER_CODE_KINDS = ['record_locator', 'e_ticket', 'hotel_confirmation'] as const;
export type SupplierCodeKind = (typeof SUPPLIER_CODE_KINDS)[number];

export const supplierCodes = pgTable(
  'supplier_codes',
  {
    kind: text('kind', { enum: SUPPLIER_CODE_KINDS }).notNull(),
    code: text('code').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'supplier_codes_kind_code_pk', columns: [table.kind, table.code] }),
    index('supplier_codes_booking_id_idx').on(table.bookingId),
    check('supplier_codes_kind', sql`${table.kind} in ('record_locator', 'e_ticket', 'hotel_confirmation')`),
    check(
      'supplier_codes_format',
      sql`(${table.kind} = 'record_locator' and ${table.code} ~ '^[A-Z2-9]{6}$') or (${table.kind} = 'e_ticket' and ${table.code} ~ '^[0-9]{13}$') or (${table.kind} = 'hotel_confirmation' and ${table.code} ~ '^[0-9]{9}$')`,
    ),
  ],
);

/**
 * The PDFs rendered for a booking (lib/documents/cache.ts): one per document type and language,
 * with the hash of what it prints. A download whose booking still prints the same is served from
 * the store; a changed booking (ticketed, cancelled, refunded) renders once more.
 */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    language: text('language').notNull(),
    stateHash: text('state_hash').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'booking_documents_pk', columns: [table.bookingId, table.type, table.language] }),
  ],
);
