import { cache } from 'react';
import type { components } from '@/lib/api/schema';
import { ClubApiError, clubApiData } from '@/lib/api/server';

export type CmsPage = components['schemas']['CmsPage'];

export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/**
 * A club page from the club API (`GET /cms/page/{slug}`) in `locale`, or null when the club has no
 * such page (404). Any other failure throws, so the page shows the error view. Fetched once per
 * request (metadata and page share it) and never cached across requests: editors' changes show at
 * once.
 */
export const fetchCmsPage = cache(
  async (clubId: number, slug: string, locale: string): Promise<CmsPage | null> => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
    try {
      return await clubApiData<CmsPage>(`/cms/page/${slug}`, { clubId, language: locale });
    } catch (error) {
      if (error instanceof ClubApiError) throw new CmsUnavailableError(error.message);
      throw error;
    }
  },
);
