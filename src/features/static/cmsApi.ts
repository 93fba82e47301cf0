import { cache } from 'react';
import type { components } from '@/lib/api/schema';
import { siteEnv } from '@/lib/env';

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
    const env = siteEnv();
    const response = await fetch(new URL(`/cms/page/${slug}`, env.API_BASE_URL), {
      headers: {
        apikey: env.CLUB_API_KEY,
        version: env.API_VERSION,
        language: locale,
        'Whitelabel-Id': String(clubId),
      },
      signal: AbortSignal.timeout(env.CLUB_CONFIG_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsUnavailableError(`/cms/page/${slug} answered ${response.status}`);
    return ((await response.json()) as { data: CmsPage }).data;
  },
);
