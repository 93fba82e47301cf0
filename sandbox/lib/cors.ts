import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isClubHost } from './clubs';

export const ALLOWED_REQUEST_HEADERS = [
  'apikey',
  'version',
  'language',
  'Whitelabel-Id',
  'Currency-Preference',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
];

/** `http(s)://host[:port]` → `host[:port]`, or null for anything that is not a web origin. */
function hostOfOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== origin.toLowerCase()) return null;
    return url.host;
  } catch {
    return null;
  }
}

/**
 * Browsers may call the API only from a club's own customer or agent host (or a configured extra
 * origin). A refused origin gets no Access-Control-Allow-Origin header, so the browser blocks the
 * response.
 */
export function clubCors(): MiddlewareHandler<AppEnv> {
  return cors({
    origin: async (origin, c) => {
      if (!origin) return null;
      if (c.var.config.extraOrigins.includes(origin)) return origin;
      const host = hostOfOrigin(origin);
      return host && (await isClubHost(c.var.db, host)) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_REQUEST_HEADERS,
    // Idempotent-Replayed says that a booking or payment answer repeats the first one for its key;
    // Retry-After lets the site say when a limited call may be made again; X-Request-Id names the
    // call in the API's log.
    exposeHeaders: ['Idempotent-Replayed', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
}
