import { clubApiData } from '@/lib/api/server';
import { destinationPath } from '../api/search';
import type { Destination, SearchType } from '../search/hotelSearch';

/**
 * One destination from the club API (`GET /hotel/destination`), as the server's URL check needs it:
 * the item, null when the API answers 404, undefined when it could not be asked. Answers are cached
 * per club, language and destination (5 minutes; a failure 5 seconds), one request in flight each.
 */

const TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

type Answer = Destination | null | undefined;
const cache = new Map<string, { expires: number; value: Answer }>();
const inFlight = new Map<string, Promise<Answer>>();

function load(clubId: number, type: SearchType, id: number, language: string): Promise<Answer> {
  return clubApiData<Destination>(destinationPath(type, id), { clubId, language });
}

export async function clubDestination(
  clubId: number,
  type: SearchType,
  id: number,
  language: string,
): Promise<Answer> {
  const key = `${clubId}|${language}|${type}|${id}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = load(clubId, type, id, language)
      .then((value) => ({ value, ttl: TTL_MS }))
      .catch(() => ({ value: undefined, ttl: FAILURE_TTL_MS }))
      .then(({ value, ttl }) => {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(key, { expires: Date.now() + ttl, value });
        inFlight.delete(key);
        return value;
      });
    inFlight.set(key, pending);
  }
  return pending;
}
