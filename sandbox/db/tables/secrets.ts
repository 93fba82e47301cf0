import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the sandbox generated itself because none was configured (token signing, captcha HMAC).
 * They live with the data, so every API instance over one database signs and verifies alike and a
 * restart keeps sessions valid.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
