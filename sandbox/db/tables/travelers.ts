import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's saved travellers (spec section 3, Traveller: firstName, lastName, dateOfBirth, gender,
 * passportNumber, expiryDate), offered at checkout. A saved traveller has no passenger type: the
 * type follows from the age on each trip's travel date.
 */
export const travelers = pgTable(
  'travelers',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: char('gender', { length: 1 }).$type<'M' | 'F'>().notNull(),
    /** Upper case; one saved traveller per passport number and user. */
    passportNumber: text('passport_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('travelers_user_passport_unique').on(table.userId, table.passportNumber),
    index('travelers_club_user_idx').on(table.clubId, table.userId),
    check('travelers_gender', sql`${table.gender} in ('M', 'F')`),
    check('travelers_passport_upper', sql`${table.passportNumber} = upper(${table.passportNumber})`),
  ],
);
