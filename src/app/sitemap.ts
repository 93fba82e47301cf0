import type { MetadataRoute } from 'next';
import { getClubLookup, getSiteType } from '@/lib/club/server';
import { buildSitemap } from '@/lib/seo/crawl';
import { requestOrigin, siteLocalesOf } from '@/lib/seo/server';

export const dynamic = 'force-dynamic';

/** `/sitemap.xml` per host: the customer site's public pages in every language; nothing on the agent site. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return [];
  return buildSitemap(await getSiteType(), await requestOrigin(), siteLocalesOf(lookup.config));
}
