import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { travelers, users } from '../../db/schema';
import type { Traveler, TravelerBody } from './schemas';

/** How many travellers one user may keep. */
export const MAX_SAVED_TRAVELERS = 50;

type TravelerRow = typeof travelers.$inferSelect;

export interface Owner {
  clubId: number;
  userId: number;
}

export function toTraveler(row: TravelerRow): Traveler {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    passportNumber: row.passportNumber,
    expiryDate: row.expiryDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = ({ clubId, userId }: Owner) =>
  and(eq(travelers.clubId, clubId), eq(travelers.userId, userId));

/** The user's travellers, by name. */
export async function listTravelers(db: Database, owner: Owner): Promise<Traveler[]> {
  const rows = await db
    .select()
    .from(travelers)
    .where(ownedBy(owner))
    .orderBy(asc(travelers.firstName), asc(travelers.lastName), asc(travelers.id));
  return rows.map(toTraveler);
}

/**
 * Locks the owner's user row until the transaction ends: saves of one user then run one after the
 * other, so two at once cannot both pass the limit.
 */
export async function lockOwner(tx: Database, owner: Owner): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
}

export async function countTravelers(db: Database, owner: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(travelers).where(ownedBy(owner));
  return row?.n ?? 0;
}

/** Whether another of the user's travellers has this passport number. */
export async function passportTaken(
  db: Database,
  owner: Owner,
  passportNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: travelers.id })
    .from(travelers)
    .where(
      and(
        ownedBy(owner),
        eq(travelers.passportNumber, passportNumber),
        exceptId === undefined ? undefined : ne(travelers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the traveller; null when the user already keeps one with this passport number. */
export async function createTraveler(
  db: Database,
  owner: Owner,
  body: TravelerBody,
): Promise<Traveler | null> {
  const [row] = await db
    .insert(travelers)
    .values({ ...owner, ...body })
    .onConflictDoNothing({ target: [travelers.userId, travelers.passportNumber] })
    .returning();
  return row ? toTraveler(row) : null;
}

/** Replaces the fields of the user's own traveller; null when it is not theirs (or not there). */
export async function updateTraveler(
  db: Database,
  owner: Owner,
  id: number,
  body: TravelerBody,
): Promise<Traveler | null> {
  const [row] = await db
    .update(travelers)
    .set({ ...body, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(travelers.id, id)))
    .returning();
  return row ? toTraveler(row) : null;
}

/** Deletes the user's own traveller; false when it is not theirs (or not there). */
export async function deleteTraveler(db: Database, owner: Owner, id: number): Promise<boolean> {
  const rows = await db
    .delete(travelers)
    .where(and(ownedBy(owner), eq(travelers.id, id)))
    .returning({ id: travelers.id });
  return rows.length > 0;
}

/** Postgres' unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
