import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { USER_TYPE, users, type AgentApproval, type UserType } from '../../db/schema';
import type { UserRow } from '../../lib/session';
import type { UserProfile } from './schemas';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    profilePic: user.profilePic,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    phoneCountryCode: user.phoneCountryCode,
    phoneNumber: user.phoneNumber,
    mobileNumber: user.phoneNumber,
    address: user.address,
    dateOfBirth: user.dateOfBirth,
    preferredLanguage: user.preferredLanguage,
    preferredCurrency: user.preferredCurrency,
    country: user.preferredCountry,
    userType: user.userType,
    isEmailVerified: user.emailVerified,
    agentApproval: user.userType === USER_TYPE.AGENT ? (user.agentApproval ?? null) : null,
  };
}

export async function findUserByEmail(db: Database, clubId: number, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.clubId, clubId), eq(users.email, normaliseEmail(email))))
    .limit(1);
  return user ?? null;
}

/** `Sara Al Haddad` → first `Sara`, last `Al Haddad`. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export interface NewUser {
  clubId: number;
  email: string;
  fullName: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  passwordHash: string;
  userType: UserType;
  emailVerified: boolean;
  preferredLanguage: string;
  preferredCurrency: string;
  preferredCountry: string | null;
  parentAgentId?: number | null;
  agentApproval?: AgentApproval | null;
  /** When the form asked for them apart; otherwise split from `fullName`. */
  firstName?: string;
  lastName?: string;
}

/** Inserts the user; null when the email is already registered in the club. */
export async function createUser(db: Database, user: NewUser): Promise<UserRow | null> {
  const fullName = user.fullName.trim().replace(/\s+/g, ' ');
  const split = splitFullName(fullName);
  const [created] = await db
    .insert(users)
    .values({
      ...user,
      email: normaliseEmail(user.email),
      fullName,
      firstName: user.firstName ?? split.firstName,
      lastName: user.lastName ?? split.lastName,
    })
    .onConflictDoNothing({ target: [users.clubId, users.email] })
    .returning();
  return created ?? null;
}

type UserChanges = Partial<
  Pick<
    UserRow,
    | 'passwordHash'
    | 'emailVerified'
    | 'preferredLanguage'
    | 'preferredCurrency'
    | 'preferredCountry'
    | 'fullName'
    | 'firstName'
    | 'lastName'
    | 'phoneCountryCode'
    | 'phoneNumber'
    | 'address'
    | 'dateOfBirth'
    | 'profilePic'
  >
>;

export async function updateUser(db: Database, userId: number, changes: UserChanges): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new Error(`User ${userId} disappeared`);
  return updated;
}

/** Every account of `userType` with this email, in any club (an email is unique only within a club). */
export async function findUsersOfTypeByEmail(
  db: Database,
  email: string,
  userType: UserType,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), eq(users.userType, userType)));
}
