import type { MetadataRoute } from 'next';
import { getClubLookup, getSiteType } from '@/lib/club/server';
import { buildRobots } from '@/lib/seo/crawl';
import { requestOrigin, siteLocalesOf } from '@/lib/seo/server';

export const dynamic = 'force-dynamic';

/** `/robots.txt` per host: the customer site open but for its private pages, the agent site closed. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return { rules: { userAgent: '*', disallow: '/' } };
  return buildRobots(await getSiteType(), await requestOrigin(), siteLocalesOf(lookup.config));
}
