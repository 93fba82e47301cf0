import { createHash } from 'node:crypto';

/**
 * Outside production the sandbox needs no secrets configured: each one is derived from the API key
 * and a label, so it stays the same across restarts (tokens and captcha challenges survive them)
 * while differing between deployments that chose their own key. Production must set its own.
 */
export function derivedSecret(apiKey: string, label: string): string {
  return createHash('sha256').update(`club-sandbox:${label}:${apiKey}`).digest('hex');
}

/** The pepper mixed into stored one-time-code hashes, kept apart from the signing key itself. */
export function codePepperFrom(jwtSecret: string): string {
  return createHash('sha256').update(`club-sandbox:one-time-code-pepper:${jwtSecret}`).digest('hex');
}
