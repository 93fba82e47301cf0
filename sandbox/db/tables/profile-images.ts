import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's profile image (spec section 3, profilePic), re-encoded by the API with its metadata
 * stripped. One per user; replacing it gives a new file name, so a cached old image never shows.
 */
export const profileImages = pgTable(
  'profile_images',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `<random hex>.<jpg|png|webp>`: the last part of the image's URL. */
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    /** The file in the store (lib/storage); null only on rows written before files left the database. */
    storageKey: text('storage_key').unique(),
    /** Only rows written before files left the database; moved to the store at start-up. */
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profile_images_stored', sql`${table.storageKey} is not null or ${table.content} is not null`),
  ],
);
