import { ClubApiError, clubApiData } from '@/lib/api/server';
import { createCachedLoader } from '@/lib/cache/cachedLoader';
import { siteEnv } from '@/lib/env';
import { processWide } from '@/lib/ops/processWide';
import { blacklistCodes } from '../airports/blacklistCodes';

/**
 * The club's blacklisted airports and its airline list, as the URL validator needs them: fetched
 * from the club API on first use, cached per club (a good answer for CLUB_CONFIG_TTL_MS, like the
 * club's configuration, so an operator's change shows as soon; a failure for 5 seconds), one
 * request in flight per club. A failure gives null, and the validator then checks
 * only what it can without the list (see validateSearchUrl).
 */

const FAILURE_TTL_MS = 5_000;
/** Clubs kept at most (a few per deployment; bounded all the same). */
const MAX_CLUBS = 200;

type Loader = (clubId: number) => Promise<ReadonlySet<string> | null>;

function cachedPerClub(name: string, load: (clubId: number) => Promise<ReadonlySet<string>>): Loader {
  // One per process: the proxy and the pages share it (processWide).
  const cached = processWide(name, () =>
    createCachedLoader({
      ttlMs: () => siteEnv().CLUB_CONFIG_TTL_MS,
      failureTtlMs: FAILURE_TTL_MS,
      max: MAX_CLUBS,
      load: (key) => load(Number(key)),
    }),
  );
  return (clubId) => cached(String(clubId));
}

async function clubGet<T>(path: string, clubId: number): Promise<T> {
  const data = await clubApiData<T>(path, { clubId, language: 'en' });
  if (data === null) throw new ClubApiError(path, 404);
  return data;
}

export const clubBlacklist: Loader = cachedPerClub('clubBlacklist', async (clubId) => {
  return new Set(blacklistCodes(await clubGet<unknown>('/flight/blacklist', clubId)));
});

export const clubAirlines: Loader = cachedPerClub('clubAirlines', async (clubId) => {
  const data = await clubGet<{ airlineCode: string }[]>('/flight/airline/list', clubId);
  return new Set(data.map((entry) => entry.airlineCode.toUpperCase()));
});
