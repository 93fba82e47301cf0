import type { TokenPurpose, users } from '../db/schema';

/** A user as stored; the token guards of lib/auth.ts load it for every authenticated request. */
export type UserRow = typeof users.$inferSelect;

/** Who is calling: set on the context by the token guards of lib/auth.ts. */
export interface AuthSession {
  user: UserRow;
  purpose: TokenPurpose;
  jti: string;
}
