import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CONSOLE_ROLE, clubs, consoleSessions, consoleUsers } from '../../db/schema';

/**
 * Console accounts (console_users: SUPER_ADMIN or a club's WL_ADMIN) and their sessions. The cookie
 * holds a random token; the database keeps only its SHA-256.
 */

export const SESSION_LIFETIME_MS = 8 * 60 * 60_000;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ConsoleAccount {
  id: number;
  email: string;
  role: 'SUPER_ADMIN' | 'WL_ADMIN';
  clubId: number | null;
  clubName: string | null;
  clubNameAr: string | null;
}

const roleOf = (role: number): ConsoleAccount['role'] =>
  role === CONSOLE_ROLE.SUPER_ADMIN ? 'SUPER_ADMIN' : 'WL_ADMIN';

const accountColumns = {
  id: consoleUsers.id,
  email: consoleUsers.email,
  role: consoleUsers.role,
  clubId: consoleUsers.clubId,
  passwordHash: consoleUsers.passwordHash,
  clubName: clubs.name,
  clubNameAr: clubs.nameAr,
};

/** The account of an e-mail (stored lower-cased) with its password hash (null before set-up). */
export async function findConsoleAccount(db: Database, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(consoleUsers)
    .leftJoin(clubs, eq(clubs.id, consoleUsers.clubId))
    .where(eq(consoleUsers.email, email))
    .limit(1);
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/** Opens a session for the account; the token goes into the cookie. */
export async function openConsoleSession(db: Database, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions are cleared as new ones open.
  await db.delete(consoleSessions).where(lt(consoleSessions.expiresAt, now));
  await db.insert(consoleSessions).values({
    tokenHash: hashSessionToken(token),
    consoleUserId: accountId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The account of a live session token, or null. */
export async function accountOfSession(
  db: Database,
  token: string,
  now: Date,
): Promise<ConsoleAccount | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select(accountColumns)
    .from(consoleSessions)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleSessions.consoleUserId))
    .leftJoin(clubs, eq(clubs.id, consoleUsers.clubId))
    .where(and(eq(consoleSessions.tokenHash, hashSessionToken(token)), gt(consoleSessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { passwordHash: _passwordHash, ...account } = row;
  return { ...account, role: roleOf(row.role) };
}

export async function closeConsoleSession(db: Database, token: string): Promise<void> {
  await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, hashSessionToken(token)));
}
