import { LRUCache } from 'lru-cache';

export interface CachedLoaderOptions<V> {
  /** How long a loaded value is kept; 0 keeps nothing. */
  ttlMs: number | (() => number);
  /**
   * How long a failure is kept (as null), so a recovering API is asked again soon; with 0 a failure
   * is not kept but thrown to every caller waiting for that load.
   */
  failureTtlMs?: number;
  /** Keys kept at most: the least recently used go first. */
  max: number;
  /**
   * How long a loaded value may stand in when reloading it fails (the API slow or down), so a blip
   * of the club API does not empty pages it served a moment ago; 10 minutes unless told.
   */
  staleIfErrorMs?: number;
  /** Loads the value of a key. */
  load: (key: string) => Promise<V>;
  now?: () => number;
}

/**
 * A per-process data cache for what the club API says about a club (lists, pages) keyed by club and
 * language: bounded, expiring, one load in flight per key. Whole pages are never cached here (that
 * is the reverse proxy's job: docs/site-server.md); this only spares the API the same question.
 */
export function createCachedLoader<V>(options: CachedLoaderOptions<V>) {
  const now = options.now ?? Date.now;
  const failureTtlMs = options.failureTtlMs ?? 5_000;
  const ttlOf = () => (typeof options.ttlMs === 'function' ? options.ttlMs() : options.ttlMs);
  const staleIfErrorMs = options.staleIfErrorMs ?? 10 * 60_000;
  // `usableUntil`: how long a loaded value may stand in for failed reloads (0 for a kept failure).
  const cache = new LRUCache<string, { expires: number; value: V | null; usableUntil: number }>({
    max: options.max,
  });
  const inFlight = new Map<string, Promise<V | null>>();
  return (key: string): Promise<V | null> => {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return Promise.resolve(hit.value);
    let pending = inFlight.get(key);
    if (!pending) {
      const keep = (value: V | null, ttl: number) => {
        const at = now();
        if (ttl > 0) cache.set(key, { expires: at + ttl, value, usableUntil: at + ttl + staleIfErrorMs });
        else cache.delete(key);
        inFlight.delete(key);
        return value;
      };
      pending = options.load(key).then(
        (value) => keep(value, ttlOf()),
        (error: unknown) => {
          const previous = cache.get(key);
          if (previous && previous.value !== null && previous.usableUntil > now()) {
            // The last good value stands in; it is asked for again after the failure's short wait.
            cache.set(key, { ...previous, expires: now() + failureTtlMs });
            inFlight.delete(key);
            return previous.value;
          }
          if (failureTtlMs <= 0) {
            keep(null, 0);
            throw error;
          }
          const ttl = Math.min(ttlOf(), failureTtlMs);
          if (ttl > 0) cache.set(key, { expires: now() + ttl, value: null, usableUntil: 0 });
          else cache.delete(key);
          inFlight.delete(key);
          return null;
        },
      );
      inFlight.set(key, pending);
    }
    return pending;
  };
}
