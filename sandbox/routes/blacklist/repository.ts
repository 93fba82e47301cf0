import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blacklistedAirports } from '../../db/schema';
import type { BlacklistedAirport } from './schemas';

/** Airports the club does not sell, by code. */
export function listBlacklistedAirports(db: Database, clubId: number): Promise<BlacklistedAirport[]> {
  return db
    .select({ airportCode: blacklistedAirports.airportCode, reason: blacklistedAirports.reason })
    .from(blacklistedAirports)
    .where(eq(blacklistedAirports.clubId, clubId))
    .orderBy(asc(blacklistedAirports.airportCode));
}
