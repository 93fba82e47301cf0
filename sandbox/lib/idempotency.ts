import { createHash } from 'node:crypto';
import { siteHeaders } from './openapi';
import { text } from './text';

/**
 * `Idempotency-Key`: what a caller sends so that retrying a booking or a payment (a lost answer, a
 * double click, a reload) never does it twice. The first request's body is remembered as a hash:
 * the same key with another body is refused.
 */

export const IDEMPOTENCY_MISMATCH_MESSAGE = 'This Idempotency-Key was used for a different request';
/** Set on an answer that repeats the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IdempotencyKeySchema = text()
  .regex(/^[A-Za-z0-9\-_:.]{8,128}$/, 'must be 8–128 characters of letters, digits, - _ : .')
  .openapi({
    description:
      'Required. A new random value (a UUID) per booking or payment attempt; repeat it when retrying',
    example: '9b2f6c1e-4d0a-4f7e-9c51-1f0d6f3a2b7c',
  });

/** The site's headers plus the required `Idempotency-Key` (Hono reads headers lower-cased). */
export const idempotentHeaders = siteHeaders.extend({ 'idempotency-key': IdempotencyKeySchema });

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry)]));
  }
  return value;
}

/** sha-256 of the body with its keys sorted: the same request always hashes the same. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
