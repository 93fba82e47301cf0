import type { ClubConfig } from './types';

export type ClubLookup =
  { status: 'found'; config: ClubConfig } | { status: 'unknown' } | { status: 'unavailable'; reason: string };

export interface ClubResolverOptions {
  apiBaseUrl: string;
  apiKey: string;
  apiVersion: string;
  ttlMs: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** A failed lookup is retried sooner than a good answer expires, so a recovering API is noticed. */
const FAILURE_TTL_MS = 5_000;

/** Hosts are compared lower-cased, without a trailing dot; the port is part of the host. */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(trimmed) ? trimmed : null;
}

/**
 * Resolves the club that serves a host through `GET /whitelabel/config?domain=HOST`, with an
 * in-memory cache (short TTL) and one request in flight per host.
 */
export function createClubResolver(options: ClubResolverOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; value: ClubLookup }>();
  const inFlight = new Map<string, Promise<ClubLookup>>();

  async function lookup(host: string): Promise<ClubLookup> {
    const url = new URL('/whitelabel/config', options.apiBaseUrl);
    url.searchParams.set('domain', host);
    try {
      const response = await fetchImpl(url, {
        headers: { apikey: options.apiKey, version: options.apiVersion, language: 'en' },
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: 'no-store',
      });
      if (!response.ok) return { status: 'unavailable', reason: `club API answered ${response.status}` };
      const body = (await response.json()) as { data?: ClubConfig | null };
      if (!body || body.data === undefined) return { status: 'unavailable', reason: 'malformed answer' };
      return body.data === null ? { status: 'unknown' } : { status: 'found', config: body.data };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      return { status: 'unavailable', reason };
    }
  }

  return async function resolveClubFromHost(rawHost: string | null | undefined): Promise<ClubLookup> {
    const host = normaliseHost(rawHost);
    if (!host) return { status: 'unknown' };
    const hit = cache.get(host);
    if (hit && hit.expires > now()) return hit.value;
    let pending = inFlight.get(host);
    if (!pending) {
      pending = lookup(host).then((value) => {
        const ttl = value.status === 'found' ? options.ttlMs : Math.min(options.ttlMs, FAILURE_TTL_MS);
        cache.set(host, { expires: now() + ttl, value });
        inFlight.delete(host);
        return value;
      });
      inFlight.set(host, pending);
    }
    return pending;
  };
}
