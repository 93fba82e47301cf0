import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubs } from '../db/schema';
import { EnvError, parseEnv } from '../env';
import { startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import {
  ClubSecretsError,
  RECAPTCHA_SECRET_PURPOSE,
  openRecaptchaSecret,
  resolveSecretBox,
  sealClubSecrets,
} from './club-secrets';
import { createSecretBox, newSecretsKey, parseSecretsKey } from './secret-box';

const SKYLINE = 101;
const NAKHLA = 102;
const PURPOSE = RECAPTCHA_SECRET_PURPOSE;

describe('the secret box (AES-256-GCM)', () => {
  const box = createSecretBox(newSecretsKey());

  it('seals with a fresh nonce each time and opens what it sealed', () => {
    const one = box.seal('google-secret-1', PURPOSE);
    const two = box.seal('google-secret-1', PURPOSE);
    expect(one).toMatch(new RegExp(`^sealed:v1:${box.keyId}:[\\w-]{16}:[\\w-]+:[\\w-]{22}$`));
    expect(one).not.toBe(two);
    expect(one).not.toContain('google');
    expect(box.open(one, PURPOSE)).toBe('google-secret-1');
    expect(box.open(two, PURPOSE)).toBe('google-secret-1');
  });

  it('refuses an altered value, a shortened tag, another purpose, another key or a plain value', () => {
    const sealed = box.seal('google-secret-1', PURPOSE);
    const parts = sealed.split(':');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const altered = [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join(':');
    expect(() => box.open(altered, PURPOSE)).toThrow();
    const shortTag = [...parts.slice(0, 5), parts[5]!.slice(0, 6)].join(':');
    expect(() => box.open(shortTag, PURPOSE)).toThrow();
    expect(() => box.open(sealed, 'clubs.other_column')).toThrow();
    expect(() => createSecretBox(newSecretsKey()).open(sealed, PURPOSE)).toThrow(/unknown key/);
    expect(() => box.open('google-secret-1', PURPOSE)).toThrow(/not sealed/);
    expect(openRecaptchaSecret(box, 'google-secret-1')).toBeNull();
    expect(openRecaptchaSecret(null, sealed)).toBeNull();
  });

  it('reads a key as base64 or hex, and only a 32-byte one', () => {
    const key = newSecretsKey();
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(() => parseSecretsKey(newSecretsKey().subarray(0, 16).toString('base64'))).toThrow();
    expect(() => parseSecretsKey('correct horse battery staple')).toThrow();
    expect(parseEnv({ SANDBOX_SECRETS_KEY: key.toString('base64') }).secretsKey.key).toBe(
      key.toString('base64'),
    );
    expect(() => parseEnv({ SANDBOX_SECRETS_KEY: 'short' })).toThrow(EnvError);
    expect(() => parseEnv({ SANDBOX_SECRETS_KEY_PREVIOUS: `${key.toString('base64')},nope` })).toThrow(
      /SANDBOX_SECRETS_KEY_PREVIOUS/,
    );
  });
});

describe('club secrets at start-up', () => {
  let sandbox: TestSandbox;
  const db = () => sandbox.database.db;
  const storedOf = async (id: number) =>
    (await db().select({ secret: clubs.recaptchaSecretKey }).from(clubs).where(eq(clubs.id, id)))[0]!.secret;
  const store = (id: number, secret: string | null) =>
    db().update(clubs).set({ recaptchaSecretKey: secret }).where(eq(clubs.id, id));

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await store(SKYLINE, null);
    await store(NAKHLA, null);
  });

  it('seals secrets saved in plain text before, once, and opens them with the same key', async () => {
    const box = createSecretBox(newSecretsKey());
    await store(SKYLINE, 'plain-skyline-secret');
    expect(await sealClubSecrets(db(), box)).toEqual({ sealed: 1, resealed: 0 });
    const stored = await storedOf(SKYLINE);
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain('plain-skyline');
    expect(openRecaptchaSecret(box, stored)).toBe('plain-skyline-secret');
    expect(await storedOf(NAKHLA)).toBeNull();
    // A second start changes nothing.
    expect(await sealClubSecrets(db(), box)).toEqual({ sealed: 0, resealed: 0 });
    expect(await storedOf(SKYLINE)).toBe(stored);
  });

  it('rotates: the new key reseals what the previous one sealed; an unknown key stops the start', async () => {
    const oldKey = newSecretsKey();
    const oldBox = createSecretBox(oldKey);
    await store(SKYLINE, oldBox.seal('rotated-secret', PURPOSE));
    const newKey = newSecretsKey();
    const newBox = createSecretBox(newKey, [oldKey]);
    expect(await sealClubSecrets(db(), newBox)).toEqual({ sealed: 0, resealed: 1 });
    const stored = await storedOf(SKYLINE);
    expect(stored).toContain(`sealed:v1:${newBox.keyId}:`);
    // The previous key can be dropped now: the old key no longer opens it, the new one alone does.
    expect(openRecaptchaSecret(oldBox, stored)).toBeNull();
    expect(openRecaptchaSecret(createSecretBox(newKey), stored)).toBe('rotated-secret');

    await expect(sealClubSecrets(db(), createSecretBox(newSecretsKey()))).rejects.toThrow(
      new RegExp(`Club ${SKYLINE}'s reCAPTCHA secret was sealed with key id ${newBox.keyId}`),
    );
  });

  it('takes the configured key; outside production an unset key is generated once and kept', async () => {
    const key = newSecretsKey();
    const configured = await resolveSecretBox(db(), {
      key: key.toString('base64'),
      previous: [],
      nodeEnv: 'production',
    });
    expect(configured!.keyId).toBe(createSecretBox(key).keyId);
    const demo = await resolveSecretBox(db(), { key: null, previous: [], nodeEnv: 'development' });
    const again = await resolveSecretBox(db(), { key: null, previous: [], nodeEnv: 'test' });
    expect(demo!.keyId).toBe(again!.keyId);
    expect(demo!.keyId).not.toBe(configured!.keyId);
  });

  it('in production, without SANDBOX_SECRETS_KEY: starts with no box, or refuses when a club keeps a secret', async () => {
    const production = { key: null, previous: [], nodeEnv: 'production' };
    expect(await resolveSecretBox(db(), production)).toBeNull();
    await store(NAKHLA, 'plain-nakhla-secret');
    const refusal = resolveSecretBox(db(), production);
    await expect(refusal).rejects.toBeInstanceOf(ClubSecretsError);
    await expect(resolveSecretBox(db(), production)).rejects.toThrow(
      /SANDBOX_SECRETS_KEY is not set, and 1 club\(s\) \(ids 102\)/,
    );
  });
});
