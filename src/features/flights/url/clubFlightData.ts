import { ClubApiError, clubApiData } from '@/lib/api/server';

/**
 * The club's blacklisted airports and its airline list, as the URL validator needs them: fetched
 * from the club API on first use, cached per club (a good answer for 5 minutes, a failure for 5
 * seconds), one request in flight per club. A failure gives null, and the validator then checks
 * only what it can without the list (see validateSearchUrl).
 */

const TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 5_000;

type Loader = (clubId: number) => Promise<ReadonlySet<string> | null>;

function cachedPerClub(load: (clubId: number) => Promise<ReadonlySet<string>>): Loader {
  const cache = new Map<number, { expires: number; value: ReadonlySet<string> | null }>();
  const inFlight = new Map<number, Promise<ReadonlySet<string> | null>>();
  return async (clubId) => {
    const hit = cache.get(clubId);
    if (hit && hit.expires > Date.now()) return hit.value;
    let pending = inFlight.get(clubId);
    if (!pending) {
      pending = load(clubId)
        .then((value) => ({ value, ttl: TTL_MS }))
        .catch(() => ({ value: null, ttl: FAILURE_TTL_MS }))
        .then(({ value, ttl }) => {
          cache.set(clubId, { expires: Date.now() + ttl, value });
          inFlight.delete(clubId);
          return value;
        });
      inFlight.set(clubId, pending);
    }
    return pending;
  };
}

async function clubGet<T>(path: string, clubId: number): Promise<T> {
  const data = await clubApiData<T>(path, { clubId, language: 'en' });
  if (data === null) throw new ClubApiError(path, 404);
  return data;
}

export const clubBlacklist: Loader = cachedPerClub(async (clubId) => {
  const data = await clubGet<{ airportCode: string }[]>('/flight/blacklist', clubId);
  return new Set(data.map((entry) => entry.airportCode.toUpperCase()));
});

export const clubAirlines: Loader = cachedPerClub(async (clubId) => {
  const data = await clubGet<{ airlineCode: string }[]>('/flight/airline/list', clubId);
  return new Set(data.map((entry) => entry.airlineCode.toUpperCase()));
});
