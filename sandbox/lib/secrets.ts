import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/** The secrets the sandbox keeps in its database when the environment sets none. */
export type StoredSecretName = 'jwt' | 'altcha-hmac' | 'secrets-key';

/** 256 random bits, hex. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The secret stored under `name`, created at random on first use. Insert-if-absent then read, so
 * two instances starting together over one PostgreSQL agree on whichever insert won. A secret is
 * never derived from anything public (the API key is publishable).
 */
export async function storedSecret(db: Database, name: StoredSecretName): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomSecret() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The sandbox secret "${name}" could not be stored`);
  return row.value;
}

/** The configured secrets, or the stored ones for what the environment leaves unset. */
export async function resolveSecrets(
  db: Database,
  configured: { jwtSecret: string | null; altchaHmacKey: string | null },
): Promise<{ jwtSecret: string; altchaHmacKey: string }> {
  return {
    jwtSecret: configured.jwtSecret ?? (await storedSecret(db, 'jwt')),
    altchaHmacKey: configured.altchaHmacKey ?? (await storedSecret(db, 'altcha-hmac')),
  };
}

/** The pepper mixed into stored one-time-code hashes, kept apart from the signing key itself. */
export function codePepperFrom(jwtSecret: string): string {
  return createHash('sha256').update(`club-sandbox:one-time-code-pepper:${jwtSecret}`).digest('hex');
}
