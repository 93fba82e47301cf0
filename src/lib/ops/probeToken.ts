import { timingSafeEqual } from 'node:crypto';

/** The same names as server/probe.mjs. */
export const PROBE_TOKEN_KEY = Symbol.for('club-travel.probeToken');
export const PROBE_HEADER = 'x-site-probe';

/**
 * Whether a request comes from this process's own site server (server/site.mjs), which keeps a
 * random token on globalThis and sends it over loopback; false without the server.
 */
export function isOwnProbe(headers: Headers): boolean {
  const token = (globalThis as Record<symbol, unknown>)[PROBE_TOKEN_KEY];
  const given = headers.get(PROBE_HEADER);
  if (typeof token !== 'string' || !given) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
