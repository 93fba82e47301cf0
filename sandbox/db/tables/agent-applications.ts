import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';
import { storedFileCheck, storedFileColumns } from './stored-file';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** `#abc` or `#aabbcc`, stored lower-case. */
const HEX_COLOUR_SQL = '^#([0-9a-f]{3}|[0-9a-f]{6})$';

/**
 * A travel agent's application (docs/agent-contract.md): one per AGENT user, who is its applicant.
 * Its state is the user's `agent_approval`; the parts below are filled in step by step.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    secondaryPhoneCountryCode: text('secondary_phone_country_code'),
    secondaryPhoneNumber: text('secondary_phone_number'),
    /** The company step; all null until it is saved. */
    companyName: text('company_name'),
    pointOfContact: text('point_of_contact'),
    address: text('address'),
    haveIata: boolean('have_iata'),
    iataNumber: text('iata_number'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    /** Null until the first submit; the last submit's time after that. */
    submittedAt: at('submitted_at'),
    /** The operator's last decision (approve or reject). */
    reviewedAt: at('reviewed_at'),
    /** The reviewer's reason, kept while the application is REJECTED. */
    rejectionReason: text('rejection_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('agent_applications_club_id_idx').on(table.clubId),
    check('agent_applications_primary_color', sql`${table.primaryColor} ~ ${sql.raw(`'${HEX_COLOUR_SQL}'`)}`),
    check(
      'agent_applications_secondary_color',
      sql`${table.secondaryColor} ~ ${sql.raw(`'${HEX_COLOUR_SQL}'`)}`,
    ),
    check('agent_applications_address_length', sql`char_length(${table.address}) <= 200`),
  ],
);

/** An agent's logo, re-encoded by the API; public at `/assets/agent-logo/{fileName}`. */
export const agentLogos = pgTable(
  'agent_logos',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `<128 random bits in hex>.<jpg|png|webp>`: the last part of the logo's URL. */
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    ...storedFileColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [storedFileCheck('agent_logos_stored', table)],
);

export const AGENT_DOCUMENT_KINDS = ['TRADE_LICENCE', 'OTHER'] as const;
export type AgentDocumentKind = (typeof AGENT_DOCUMENT_KINDS)[number];

/** A document of an application (trade licence and others): PDF, JPEG, PNG or WebP, ≤ 5 MB. */
export const agentDocuments = pgTable(
  'agent_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => agentApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AGENT_DOCUMENT_KINDS }).notNull(),
    /** The name the applicant's file had, cleaned for display and for Content-Disposition. */
    fileName: text('file_name').notNull(),
    /** Told by the content, never by the name or the declared type. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...storedFileColumns(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    index('agent_documents_application_id_idx').on(table.applicationId),
    check('agent_documents_kind', sql`${table.kind} in ('TRADE_LICENCE', 'OTHER')`),
    check('agent_documents_size', sql`${table.size} between 1 and 5242880`),
    storedFileCheck('agent_documents_stored', table),
  ],
);
