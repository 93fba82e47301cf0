import { cache } from 'react';
import type { components } from '@/lib/api/schema';
import { ClubApiError, clubApiData } from '@/lib/api/server';
import { createCachedLoader } from '@/lib/cache/cachedLoader';
import { siteEnv } from '@/lib/env';
import { processWide } from '@/lib/ops/processWide';

export type CmsPage = components['schemas']['CmsPage'];

export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** Pages kept at most: three pages in two languages for each of a few clubs. */
const MAX_PAGES = 600;

/** What the loader keeps: a page, or `absent` for a page the club does not have (404). */
type Kept = CmsPage | 'absent';

const pages = processWide('cmsPages', () =>
  createCachedLoader<Kept>({
    // As long as the club's configuration: an editor's change shows within CLUB_CONFIG_TTL_MS.
    ttlMs: () => siteEnv().CLUB_CONFIG_TTL_MS,
    // A failure is not kept but thrown: the page shows the error view and the next request asks again.
    failureTtlMs: 0,
    max: MAX_PAGES,
    load: async (key) => {
      const [clubId, slug, locale] = key.split('|') as [string, string, string];
      const page = await clubApiData<CmsPage>(`/cms/page/${slug}`, {
        clubId: Number(clubId),
        language: locale,
      });
      return page ?? 'absent';
    },
  }),
);

/**
 * A club page from the club API (`GET /cms/page/{slug}`) in `locale`, or null when the club has no
 * such page (404). Any other failure throws, so the page shows the error view. Cached per club,
 * page and language for CLUB_CONFIG_TTL_MS (a failure is not kept), and once per request (metadata
 * and page share it).
 */
export const fetchCmsPage = cache(
  async (clubId: number, slug: string, locale: string): Promise<CmsPage | null> => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
    try {
      const kept = await pages(`${clubId}|${slug}|${locale}`);
      return kept === 'absent' || kept === null ? null : kept;
    } catch (error) {
      if (error instanceof ClubApiError) throw new CmsUnavailableError(error.message);
      throw error;
    }
  },
);
