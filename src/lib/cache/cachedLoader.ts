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
  const cache = new LRUCache<string, { expires: number; value: V | null }>({ max: options.max });
  const inFlight = new Map<string, Promise<V | null>>();
  return (key: string): Promise<V | null> => {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return Promise.resolve(hit.value);
    let pending = inFlight.get(key);
    if (!pending) {
      const keep = (value: V | null, ttl: number) => {
        if (ttl > 0) cache.set(key, { expires: now() + ttl, value });
        else cache.delete(key);
        inFlight.delete(key);
        return value;
      };
      pending = options.load(key).then(
        (value) => keep(value, ttlOf()),
        (error: unknown) => {
          if (failureTtlMs <= 0) {
            keep(null, 0);
            throw error;
          }
          return keep(null, Math.min(ttlOf(), failureTtlMs));
        },
      );
      inFlight.set(key, pending);
    }
    return pending;
  };
}
