import { openRecaptchaSecret } from './club-secrets';
import { lt } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Database } from '../db/client';
import { usedCaptchas } from '../db/schema';
import { ApiError } from './errors';
import type { AppServices } from './services';

/**
 * The welcome step's captcha. Clubs without a reCAPTCHA site key use ALTCHA, a proof of work the
 * sandbox issues and checks itself (the v1 challenge format, which the widget accepts); the others
 * use Google reCAPTCHA, checked with Google's siteverify call and RECAPTCHA_SECRET_KEY.
 */

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaProvider = 'altcha' | 'recaptcha';

export interface CaptchaAnswer {
  provider: CaptchaProvider;
  token: string;
}

export const CAPTCHA_MESSAGES = {
  missing: 'Please confirm you are not a robot',
  failed: 'Captcha verification failed. Please try again.',
  used: 'Captcha already used',
  unconfigured: 'reCAPTCHA is not configured',
} as const;

/** The machine-readable `error.code` of each captcha refusal above (docs/auth-contract.md). */
export const CAPTCHA_ERRORS = {
  missing: 'captcha_missing',
  failed: 'captcha_failed',
  used: 'captcha_used',
  unconfigured: 'captcha_unconfigured',
} as const;

/** The 400 of a captcha refusal: its English message and its machine-readable form. */
export function captchaRefused(kind: keyof typeof CAPTCHA_MESSAGES): ApiError {
  return new ApiError(400, CAPTCHA_MESSAGES[kind], {}, { code: CAPTCHA_ERRORS[kind] });
}

export function captchaProviderOf(club: { recaptchaSiteKey: string | null }): CaptchaProvider {
  return club.recaptchaSiteKey ? 'recaptcha' : 'altcha';
}

/**
 * The key an e-mail's failed attempts are counted under (lib/captcha-cost.ts): as the API compares
 * e-mails (trimmed, lower case), so that the challenge the widget asks for with the e-mail typed
 * and the attempt that sends it count the same failures.
 */
export function emailCostKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** The keys whose recent failures set a challenge's difficulty: the address and the e-mail, when known. */
export function costKeys(remoteIp: string, email?: string): string[] {
  return [...(remoteIp ? [remoteIp] : []), ...(email?.trim() ? [emailCostKey(email)] : [])];
}

/**
 * A challenge as hard as the recent failures of `keys` (the address, the e-mail the form is for)
 * warrant (lib/captcha-cost.ts); the difficulty travels in the signed salt (`cost`), so a solution
 * of an easier one can be refused.
 */
export function createAltchaChallenge(
  services: AppServices,
  keys: readonly string[] = [],
): Promise<Challenge> {
  const maxnumber = services.altcha.cost.maxNumberFor(keys);
  return createChallenge({
    hmacKey: services.altcha.hmacKey,
    maxnumber,
    expires: new Date(services.now().getTime() + CAPTCHA_TTL_MS),
    params: { cost: String(maxnumber) },
  });
}

interface AltchaPayload {
  challenge: string;
}

function decodeAltchaPayload(token: string): AltchaPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    return typeof payload.challenge === 'string' && payload.challenge ? (payload as AltchaPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved ALTCHA payload and records it, so that it cannot be used a second time. A failure
 * makes the next challenges of `failureKeys` (the address, the e-mail) harder; a challenge easier
 * than the address or the e-mail now warrants is refused (the form then asks for a fresh one, with
 * the e-mail typed: components/forms/Captcha.tsx).
 */
export async function verifyAltcha(
  db: Database,
  services: AppServices,
  token: string,
  failureKeys: readonly string[] = [],
): Promise<void> {
  try {
    await checkAltcha(db, services, token, failureKeys);
  } catch (error) {
    for (const key of failureKeys) services.altcha.cost.recordFailure(key);
    throw error;
  }
}

async function checkAltcha(db: Database, services: AppServices, token: string, keys: readonly string[]) {
  const payload = decodeAltchaPayload(token);
  if (!payload || token.length > 4096) throw captchaRefused('failed');
  // Our challenges always carry an expiry; it is checked against the sandbox's clock (the clock of
  // every expiry, which tests move), not again against the machine's inside altcha-lib.
  const params = extractParams(token);
  const expiresSeconds = Number(params.expires);
  const now = services.now();
  if (!Number.isFinite(expiresSeconds) || expiresSeconds * 1000 <= now.getTime()) {
    throw captchaRefused('failed');
  }
  if (!(await verifySolution(token, services.altcha.hmacKey, false))) {
    throw captchaRefused('failed');
  }
  // The signed difficulty (verifySolution checked the signature over the salt that carries it).
  const required = services.altcha.cost.maxNumberFor(keys);
  if (!(Number(params.cost) >= required)) throw captchaRefused('failed');

  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  const recorded = await db
    .insert(usedCaptchas)
    .values({ key: `altcha:${payload.challenge}`, expiresAt: new Date(expiresSeconds * 1000) })
    .onConflictDoNothing()
    .returning({ key: usedCaptchas.key });
  if (recorded.length === 0) throw captchaRefused('used');
}

export interface RecaptchaCheck {
  secretKey: string;
  token: string;
  remoteIp?: string;
  fetch: typeof fetch;
}

/** Asks Google whether the reCAPTCHA token is a fresh, valid answer. */
export async function verifyRecaptchaToken({
  secretKey,
  token,
  remoteIp,
  fetch,
}: RecaptchaCheck): Promise<boolean> {
  const form = new URLSearchParams({ secret: secretKey, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

/**
 * The captcha of the welcome step, for a club: missing, of the other provider, wrong, expired or
 * already used → 400 with a message for the form.
 */
export async function verifyCaptcha(
  db: Database,
  services: AppServices,
  answer: CaptchaAnswer | undefined,
  club: { recaptchaSiteKey: string | null; recaptchaSecretKey?: string | null },
  remoteIp: string,
  /** The e-mail the attempt is for: its failures are counted too. */
  email?: string,
): Promise<void> {
  if (!answer?.token) throw captchaRefused('missing');
  const provider = captchaProviderOf(club);
  if (answer.provider !== provider) throw captchaRefused('failed');
  if (provider === 'altcha') {
    return verifyAltcha(db, services, answer.token, costKeys(remoteIp, email));
  }

  // The club's own secret (set in the operator console) before the API's RECAPTCHA_SECRET_KEY.
  // The club's is stored sealed (lib/club-secrets.ts).
  const secretKey =
    openRecaptchaSecret(services.secretBox, club.recaptchaSecretKey ?? null) || services.recaptcha.secretKey;
  if (!secretKey) throw captchaRefused('unconfigured');
  const ok = await verifyRecaptchaToken({
    secretKey,
    token: answer.token,
    remoteIp,
    fetch: services.recaptcha.fetch,
  });
  if (!ok) throw captchaRefused('failed');
}
