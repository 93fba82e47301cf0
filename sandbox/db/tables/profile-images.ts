import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { storedFileCheck, storedFileColumns } from './stored-file';

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
    ...storedFileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [storedFileCheck('profile_images_stored', table)],
);
