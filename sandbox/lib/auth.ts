import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { TOKEN_PURPOSES, tokens, users, type TokenPurpose } from '../db/schema';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';
import type { AppServices } from './services';
import type { AuthSession, UserRow } from './session';

/**
 * Login, reset and hand-off tokens: HS256 JWTs whose `jti` is also a row of `tokens`, so that a
 * token can be revoked (logout, password reset) or used once (reset, hand-off) before it expires.
 */

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  session: 7 * 24 * 60 * 60,
  reset: 15 * 60,
  handoff: 60,
};

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** What a token decodes to (docs/auth-contract.md). */
export interface TokenClaims {
  id: number;
  profilePic: string | null;
  firstName: string;
  lastName: string;
  preferredLanguage: string;
  preferredCurrency: string;
  userType: number;
  email: string;
  clubId: number;
  purpose: TokenPurpose;
  jti: string;
  iat: number;
  exp: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export async function issueToken(
  db: Database,
  services: AppServices,
  user: UserRow,
  purpose: TokenPurpose,
): Promise<IssuedToken> {
  const jti = randomUUID();
  const issuedAt = Math.floor(services.now().getTime() / 1000);
  const expiresAtSeconds = issuedAt + TOKEN_LIFETIME_SECONDS[purpose];
  await db.insert(tokens).values({
    jti,
    userId: user.id,
    purpose,
    expiresAt: new Date(expiresAtSeconds * 1000),
  });
  const token = await new SignJWT({
    id: user.id,
    profilePic: user.profilePic,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredLanguage: user.preferredLanguage,
    preferredCurrency: user.preferredCurrency,
    userType: user.userType,
    email: user.email,
    clubId: user.clubId,
    purpose,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(services.jwtKey);
  return { token, jti, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** Signature, expiry and claim shapes; null for anything that is not a token of ours. */
export async function decodeToken(services: AppServices, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, services.jwtKey, {
      algorithms: ['HS256'],
      currentDate: services.now(),
    });
    const claims = payload as Partial<TokenClaims>;
    const valid =
      typeof claims.id === 'number' &&
      typeof claims.clubId === 'number' &&
      typeof claims.jti === 'string' &&
      TOKEN_PURPOSES.includes(claims.purpose as TokenPurpose);
    return valid ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

export interface VerifyOptions {
  /** The purposes this call accepts; a hand-off token is used up by being accepted. */
  purposes: readonly TokenPurpose[];
  /** The club of the request; a token of another club is refused. Omit when the club comes from the token. */
  clubId?: number;
}

/** The session a token stands for, or null when it is invalid, expired, revoked or used. */
export async function verifyToken(
  db: Database,
  services: AppServices,
  token: string,
  { purposes, clubId }: VerifyOptions,
): Promise<AuthSession | null> {
  const claims = await decodeToken(services, token);
  if (!claims || !purposes.includes(claims.purpose)) return null;
  if (clubId !== undefined && claims.clubId !== clubId) return null;

  const now = services.now();
  const [row] = await db
    .select({ user: users, purpose: tokens.purpose })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.jti, claims.jti), isNull(tokens.revokedAt), gt(tokens.expiresAt, now)))
    .limit(1);
  if (!row || row.purpose !== claims.purpose) return null;
  if (row.user.id !== claims.id || row.user.clubId !== claims.clubId) return null;

  // Single use: of two simultaneous uses of a hand-off token only one updates the row.
  if (row.purpose === 'handoff' && !(await revokeToken(db, claims.jti, now))) return null;
  return { user: row.user, purpose: row.purpose, jti: claims.jti };
}

/** Marks the token revoked (or used); false when it already was. */
export async function revokeToken(db: Database, jti: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.jti, jti), isNull(tokens.revokedAt)))
    .returning({ jti: tokens.jti });
  return updated.length > 0;
}

/** Revokes every live token of `purpose` the user holds, e.g. all sessions after a password reset. */
export async function revokeUserTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), isNull(tokens.revokedAt)));
}

/**
 * After a password change: every other login session of the user, and any reset or hand-off token,
 * stops working; the session `keepJti` (the one that made the change) stays valid.
 */
export async function revokeOtherTokens(
  db: Database,
  userId: number,
  keepJti: string,
  now: Date,
): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), ne(tokens.jti, keepJti), isNull(tokens.revokedAt)));
}

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The signed-in user of this request: a valid, unexpired, unrevoked token of one of `purposes`
 * (a login session unless said otherwise) for the request's club, else 401. Also kept in
 * `c.var.session` for the handler.
 */
export async function requireUser(
  c: Context<AppEnv>,
  purposes: readonly TokenPurpose[] = ['session'],
): Promise<AuthSession> {
  const token = bearerToken(c);
  const session = token
    ? await verifyToken(c.var.db, c.var.services, token, { purposes, clubId: c.var.clubId })
    : null;
  if (!session) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
  c.set('session', session);
  return session;
}

/**
 * For calls guests may make too: null without an `Authorization` header, else the session as
 * `requireUser` checks it (a bad or expired token is still a 401, never a silent guest).
 */
export async function optionalUser(c: Context<AppEnv>): Promise<AuthSession | null> {
  if (!c.req.header('authorization')) return null;
  return requireUser(c);
}

function tokenGuard(purposes: readonly TokenPurpose[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireUser(c, purposes);
    await next();
  };
}

/** Route guards; they run after the header guard, so the club is known. */
export const requireSession = tokenGuard(['session']);
export const requireSessionOrHandoff = tokenGuard(['session', 'handoff']);
export const requireResetToken = tokenGuard(['reset']);

/** The session a guard of this route established. */
export function sessionOf(c: Context<AppEnv>): AuthSession {
  const session = c.var.session;
  if (!session) throw new Error(`${c.req.path} has no token guard`);
  return session;
}

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * The signed-in user, when `userId` is theirs. Another user's id is answered 404 like an id that
 * does not exist, so the answer never confirms that an account exists.
 */
export function requireSelf(c: Context<AppEnv>, userId: number): UserRow {
  const { user } = sessionOf(c);
  if (userId !== user.id) throw new ApiError(404, USER_NOT_FOUND_MESSAGE);
  return user;
}
