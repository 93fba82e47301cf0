import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Short-lived state every API instance must see, kept in the database rather than in a process:
 * flight searches and revalidated fares (20 minutes) and the rate limits' sliding windows. Losing
 * them on a crash costs a traveller a new search or a limit a fresh window, so migration 0012
 * creates these tables UNLOGGED (not written to the WAL: faster, emptied after a crash, not copied
 * to a streaming standby). Each row carries its expiry; writers delete expired rows as they go.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A started flight search: its query, currency and release schedule (`StoredSearch` as JSON). */
export const flightSearches = pgTable(
  'flight_searches',
  {
    routingId: text('routing_id').primaryKey(),
    clubId: integer('club_id').notNull(),
    search: jsonb('search').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('flight_searches_expires_at_idx').on(table.expiresAt)],
);

/** A revalidated fare a booking names by its token (`StoredFare` as JSON). */
export const flightFares = pgTable(
  'flight_fares',
  {
    fareToken: text('fare_token').primaryKey(),
    clubId: integer('club_id').notNull(),
    fare: jsonb('fare').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('flight_fares_expires_at_idx').on(table.expiresAt)],
);

/**
 * One sliding window of a rate limit: the times (ms since the epoch) of the requests counted for
 * `key` under `name` (`route|kind`), kept until the last of them leaves the window (`expires_at`).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    hits: jsonb('hits').$type<number[]>().notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.key] }),
    index('rate_limit_windows_expires_at_idx').on(table.expiresAt),
  ],
);
