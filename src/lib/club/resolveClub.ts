import { LRUCache } from 'lru-cache';
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
  /** Hosts kept at most, found clubs and failed lookups each (the least recently used go first). */
  maxHosts?: number;
  /** Headers for one lookup beyond the key and version (the request's X-Request-Id). */
  extraHeaders?: () => Record<string, string>;
  /** Told of every resolution: answered from the cache, or asked of the API. */
  onCacheResult?: (result: 'hit' | 'miss') => void;
  /** Told of every answer the API gave (or did not): its status, or null when unreachable. */
  onLookup?: (host: string, outcome: ClubLookup, status: number | null) => void;
  /**
   * Completes the API's configuration (normaliseClubConfig) once per lookup, before it is cached;
   * null refuses it as malformed. Without it the answer is taken as it is.
   */
  normalise?: (raw: unknown) => ClubConfig | null;
}

/** A failed lookup is retried sooner than a good answer expires, so a recovering API is noticed. */
const FAILURE_TTL_MS = 5_000;
/**
 * How long a club's last good configuration stands in while refreshing it fails (the API slow,
 * down or answering 5xx). A club API that stalls for a few seconds (a long PDF render blocks its
 * event loop) must not turn a working site into "This site isn't available right now". A clear
 * "no such club" (data: null) ends it at once.
 */
export const STALE_IF_ERROR_MS = 10 * 60_000;
const MAX_HOSTS = 1_000;

/** Hosts are compared lower-cased, without a trailing dot; the port is part of the host. */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(trimmed) ? trimmed : null;
}

/** `usableUntil`: how long a found club may stand in for failed refreshes. */
type Entry = { expires: number; value: ClubLookup; usableUntil: number };

/**
 * Resolves the club that serves a host through `GET /whitelabel/config?domain=HOST`, with an
 * in-memory cache (short TTL) and one request in flight per host. The cache is bounded: found
 * clubs and failed lookups (unknown hosts, API failures) are kept apart, `maxHosts` of each, so a
 * flood of made-up hosts neither grows memory nor pushes the real clubs out.
 */
export function createClubResolver(options: ClubResolverOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const max = options.maxHosts ?? MAX_HOSTS;
  const found = new LRUCache<string, Entry>({ max });
  const failed = new LRUCache<string, Entry>({ max });
  const inFlight = new Map<string, Promise<ClubLookup>>();

  async function lookup(host: string): Promise<ClubLookup> {
    const url = new URL('/whitelabel/config', options.apiBaseUrl);
    url.searchParams.set('domain', host);
    try {
      const response = await fetchImpl(url, {
        headers: {
          apikey: options.apiKey,
          version: options.apiVersion,
          language: 'en',
          ...options.extraHeaders?.(),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: 'no-store',
      });
      const outcome = await outcomeOf(response, options.normalise);
      options.onLookup?.(host, outcome, response.status);
      return outcome;
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      const outcome: ClubLookup = { status: 'unavailable', reason };
      options.onLookup?.(host, outcome, null);
      return outcome;
    }
  }

  /** Keeps an answer; a failed refresh keeps serving the last good configuration while it may. */
  function remember(host: string, value: ClubLookup): ClubLookup {
    const at = now();
    const failureTtl = Math.min(options.ttlMs, FAILURE_TTL_MS);
    if (value.status === 'found') {
      failed.delete(host);
      if (options.ttlMs > 0) {
        found.set(host, {
          expires: at + options.ttlMs,
          value,
          usableUntil: at + options.ttlMs + STALE_IF_ERROR_MS,
        });
      }
      return value;
    }
    const previous = found.get(host);
    if (value.status === 'unavailable' && previous && previous.usableUntil > at) {
      // Asked again after the failure's short wait, not after a whole TTL.
      found.set(host, { ...previous, expires: at + Math.max(failureTtl, 1) });
      return previous.value;
    }
    found.delete(host);
    if (failureTtl > 0) failed.set(host, { expires: at + failureTtl, value, usableUntil: 0 });
    return value;
  }

  return async function resolveClubFromHost(rawHost: string | null | undefined): Promise<ClubLookup> {
    const host = normaliseHost(rawHost);
    if (!host) return { status: 'unknown' };
    const hit = found.get(host) ?? failed.get(host);
    if (hit && hit.expires > now()) {
      options.onCacheResult?.('hit');
      return hit.value;
    }
    options.onCacheResult?.('miss');
    let pending = inFlight.get(host);
    if (!pending) {
      pending = lookup(host).then((value) => {
        inFlight.delete(host);
        return remember(host, value);
      });
      inFlight.set(host, pending);
    }
    return pending;
  };
}

async function outcomeOf(
  response: Response,
  normalise: (raw: unknown) => ClubConfig | null = (raw) => raw as ClubConfig,
): Promise<ClubLookup> {
  if (!response.ok) return { status: 'unavailable', reason: `club API answered ${response.status}` };
  const body = (await response.json()) as { data?: unknown };
  if (!body || body.data === undefined) return { status: 'unavailable', reason: 'malformed answer' };
  if (body.data === null) return { status: 'unknown' };
  const config = normalise(body.data);
  return config ? { status: 'found', config } : { status: 'unavailable', reason: 'malformed answer' };
}
