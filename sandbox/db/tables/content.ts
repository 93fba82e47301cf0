import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs, languages } from './clubs';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A club's own pages (about us, terms, privacy, the contact page's intro), one row per slug and
 * language. `bodyHtml` is rich text as the club's editors wrote it; the site sanitises it before
 * showing it.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** When the text last changed, as shown on the page ("Last updated"). */
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.slug, table.languageCode] }),
    check('cms_pages_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** A message sent through a club's contact form; mailed to the club's support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** With its leading plus: `+971`. */
    phoneCountryCode: text('phone_country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the visitor wrote in (their acknowledgement's language). */
    language: text('language').notNull(),
    /** The address the message came from, for abuse handling. */
    clientIp: text('client_ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('contact_messages_club_created_idx').on(table.clubId, table.createdAt)],
);
