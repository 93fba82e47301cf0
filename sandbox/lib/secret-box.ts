import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Club secrets kept in the database (today a club's own reCAPTCHA secret) are sealed with
 * AES-256-GCM under a 256-bit key the database never sees in production (`SANDBOX_SECRETS_KEY`):
 * a copy of the database or a backup alone does not give them away. Each value carries the id of
 * the key that sealed it, so a key can be rotated: the new key seals, the previous ones
 * (`SANDBOX_SECRETS_KEY_PREVIOUS`) still open, and the start-up pass (club-secrets.ts) reseals what
 * an old key sealed. The value is bound to what it is (the additional authenticated data), so a
 * sealed value copied into another column does not open there.
 *
 * Sealed form: `sealed:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url parts; the key id is the
 * first 12 hex digits of the key's SHA-256, which tells keys apart and reveals nothing usable).
 */

export const SEALED_PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface SecretBox {
  /** The id of the key that seals. */
  readonly keyId: string;
  seal(plain: string, purpose: string): string;
  /** The plain value; throws when the value is not sealed, was sealed by an unknown key or was altered. */
  open(sealed: string, purpose: string): string;
  /** Whether `value` is sealed by a key this box knows, but not by the current one. */
  sealedByPreviousKey(value: string): boolean;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** The id of the key a sealed value names, or null for a value that is not sealed. */
export function keyIdOfSealed(value: string): string | null {
  return isSealed(value) ? (value.slice(SEALED_PREFIX.length).split(':')[0] ?? null) : null;
}

/** A key as the environment gives it: 32 bytes, base64 (`openssl rand -base64 32`) or 64 hex digits. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : Buffer.alloc(0);
  if (bytes.length !== KEY_BYTES) {
    throw new Error('must be 32 random bytes, base64 (openssl rand -base64 32) or 64 hex digits');
  }
  return bytes;
}

export const newSecretsKey = () => randomBytes(KEY_BYTES);

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new Error('A secrets key must be 32 bytes');
    if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key);
  }
  const keyId = keyIdOf(current);
  const aad = (id: string, purpose: string) => Buffer.from(`${SEALED_PREFIX}${id}:${purpose}`);
  return {
    keyId,
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(aad(keyId, purpose));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return `${SEALED_PREFIX}${keyId}:${parts.join(':')}`;
    },
    open(sealed, purpose) {
      if (!isSealed(sealed)) throw new Error('The value is not sealed');
      const [id = '', iv = '', ciphertext = '', tag = ''] = sealed.slice(SEALED_PREFIX.length).split(':');
      const key = keys.get(id);
      if (!key) throw new Error(`The value was sealed with an unknown key (id ${id})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: 16,
      });
      decipher.setAAD(aad(id, purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    sealedByPreviousKey(value) {
      const id = keyIdOfSealed(value);
      return id !== null && id !== keyId && keys.has(id);
    },
  };
}
