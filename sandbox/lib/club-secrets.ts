import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubs } from '../db/schema';
import { createSecretBox, isSealed, keyIdOfSealed, parseSecretsKey, type SecretBox } from './secret-box';
import { storedSecret } from './secrets';

/**
 * The key that seals the clubs' secrets (secret-box.ts), chosen at start-up, and the pass that
 * seals what is still plain (values saved before sealing existed) or sealed by a previous key.
 */

/** A start that must not go on (the server prints the message and exits). */
export class ClubSecretsError extends Error {
  override name = 'ClubSecretsError';
}

/** What a club's reCAPTCHA secret is sealed as (its additional authenticated data). */
export const RECAPTCHA_SECRET_PURPOSE = 'clubs.recaptcha_secret_key';

export interface SecretsKeySettings {
  /** SANDBOX_SECRETS_KEY, or null when unset. */
  key: string | null;
  /** SANDBOX_SECRETS_KEY_PREVIOUS: keys that still open (rotation), newest first. */
  previous: readonly string[];
  nodeEnv: string;
}

const storedSecrets = (db: Database) =>
  db
    .select({ id: clubs.id, secret: clubs.recaptchaSecretKey })
    .from(clubs)
    .where(isNotNull(clubs.recaptchaSecretKey));

/**
 * The box for this start: from SANDBOX_SECRETS_KEY; in the demo and the tests, when it is unset, a
 * random key stored in `server_secrets` like the demo's other generated secrets (which keeps the
 * key beside the data: demo only). A production start without the key has no box: it refuses to
 * start when a club has a secret stored, and the console then refuses to store one.
 */
export async function resolveSecretBox(
  db: Database,
  settings: SecretsKeySettings,
): Promise<SecretBox | null> {
  const previous = settings.previous.map((key) => parseSecretsKey(key));
  if (settings.key) return createSecretBox(parseSecretsKey(settings.key), previous);
  if (settings.nodeEnv !== 'production') {
    return createSecretBox(Buffer.from(await storedSecret(db, 'secrets-key'), 'hex'), previous);
  }
  const stored = await storedSecrets(db);
  if (stored.length > 0) {
    throw new ClubSecretsError(
      `SANDBOX_SECRETS_KEY is not set, and ${stored.length} club(s) (ids ${stored.map((row) => row.id).join(', ')}) ` +
        'keep a reCAPTCHA secret: set SANDBOX_SECRETS_KEY (the key those secrets were sealed with; ' +
        'see docs/deploy.md, "Club secrets"). Refusing to start.',
    );
  }
  return null;
}

/**
 * Seals every plain club secret and reseals those an older key sealed, each row in its own update
 * (a crash part-way leaves every value either plain, old-sealed or new-sealed, all of which the next
 * start handles). A value sealed by a key this start does not know stops the start: without its
 * key it can never be opened, and the operator has to say which key it was.
 */
export async function sealClubSecrets(
  db: Database,
  box: SecretBox | null,
): Promise<{ sealed: number; resealed: number }> {
  const counts = { sealed: 0, resealed: 0 };
  if (!box) return counts;
  for (const { id, secret } of await storedSecrets(db)) {
    if (secret === null) continue;
    let plain: string;
    if (!isSealed(secret)) {
      plain = secret;
      counts.sealed += 1;
    } else if (box.sealedByPreviousKey(secret)) {
      plain = box.open(secret, RECAPTCHA_SECRET_PURPOSE);
      counts.resealed += 1;
    } else if (keyIdOfSealed(secret) === box.keyId) {
      continue;
    } else {
      throw new ClubSecretsError(
        `Club ${id}'s reCAPTCHA secret was sealed with key id ${keyIdOfSealed(secret)}, which is neither ` +
          `SANDBOX_SECRETS_KEY (key id ${box.keyId}) nor one of SANDBOX_SECRETS_KEY_PREVIOUS. Refusing to start.`,
      );
    }
    await db
      .update(clubs)
      .set({ recaptchaSecretKey: box.seal(plain, RECAPTCHA_SECRET_PURPOSE) })
      .where(eq(clubs.id, id));
  }
  return counts;
}

/** A club's reCAPTCHA secret for Google's check, or null when it has none or it cannot be opened. */
export function openRecaptchaSecret(box: SecretBox | null, stored: string | null): string | null {
  if (!stored || !box) return null;
  try {
    return box.open(stored, RECAPTCHA_SECRET_PURPOSE);
  } catch {
    // Plain or foreign values never reach here after the start-up pass; never use one as a secret.
    return null;
  }
}
