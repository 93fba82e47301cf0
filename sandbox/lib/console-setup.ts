import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consoleSetupTokens, consoleUsers, type ConsoleRole } from '../db/schema';

/**
 * One-time set-up links for console accounts (docs/operate.md, "Going live"). The link carries 32
 * random bytes; the database keeps only their SHA-256, so neither a copy of the database nor a log
 * of its queries opens an account. A link expires after a day and works once.
 */

export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;
/** base64url of 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashSetupToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the account (earlier unused links stay valid until they expire or one is used). */
export async function createSetupLink(
  db: Database,
  consoleUserId: number,
  publicUrl: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(consoleSetupTokens).values({
    tokenHash: hashSetupToken(token),
    consoleUserId,
    expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
  });
  return `${publicUrl.replace(/\/+$/, '')}/operator/setup?token=${token}`;
}

export type SetupTokenState =
  | { state: 'valid'; account: { id: number; email: string; role: ConsoleRole } }
  | { state: 'invalid' | 'expired' | 'used' };

/** What a presented token is, without using it. */
export async function inspectSetupToken(
  db: Database,
  token: string | undefined,
  now: Date = new Date(),
): Promise<SetupTokenState> {
  if (!token || !TOKEN_PATTERN.test(token)) return { state: 'invalid' };
  const tokenHash = hashSetupToken(token);
  const [row] = await db
    .select({
      tokenHash: consoleSetupTokens.tokenHash,
      expiresAt: consoleSetupTokens.expiresAt,
      usedAt: consoleSetupTokens.usedAt,
      id: consoleUsers.id,
      email: consoleUsers.email,
      role: consoleUsers.role,
    })
    .from(consoleSetupTokens)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleSetupTokens.consoleUserId))
    .where(eq(consoleSetupTokens.tokenHash, tokenHash));
  // The index found the row by its hash; the comparison itself is made in constant time as well.
  if (!row || !sameHex(row.tokenHash, tokenHash)) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', account: { id: row.id, email: row.email, role: row.role } };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Uses the token and sets the account's password, in one transaction: of two posts racing with one
 * link, only the one whose update marks the token used sets a password. Null when the token is no
 * longer valid.
 */
export async function completeSetup(
  db: Database,
  token: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<{ id: number; email: string } | null> {
  const tokenHash = hashSetupToken(token);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(consoleSetupTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(consoleSetupTokens.tokenHash, tokenHash),
          isNull(consoleSetupTokens.usedAt),
          gt(consoleSetupTokens.expiresAt, now),
        ),
      )
      .returning({ consoleUserId: consoleSetupTokens.consoleUserId });
    if (!used) return null;
    const [account] = await tx
      .update(consoleUsers)
      .set({ passwordHash })
      .where(eq(consoleUsers.id, used.consoleUserId))
      .returning({ id: consoleUsers.id, email: consoleUsers.email });
    return account ?? null;
  });
}

/** Whether the account has a set-up link that can still be used. */
export async function hasLiveSetupLink(db: Database, consoleUserId: number, now: Date = new Date()) {
  const rows = await db
    .select({ tokenHash: consoleSetupTokens.tokenHash })
    .from(consoleSetupTokens)
    .where(
      and(
        eq(consoleSetupTokens.consoleUserId, consoleUserId),
        isNull(consoleSetupTokens.usedAt),
        gt(consoleSetupTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
