import type { MetadataRoute } from 'next';
import type { SiteType } from '@/lib/club/types';
import { localisedPath, PRIVATE_PATHS, PUBLIC_PAGES } from './pages';

/**
 * robots.txt for one host. The agent site is closed to crawlers; the customer site is open but
 * for its private pages in every language, the site's own API routes and Next's internals, and
 * names its sitemap.
 */
export function buildRobots(
  siteType: SiteType,
  origin: string,
  locales: readonly string[],
): MetadataRoute.Robots {
  if (siteType === 'agent') return { rules: { userAgent: '*', disallow: '/' } };
  const privatePages = locales.flatMap((locale) => PRIVATE_PATHS.map((path) => localisedPath(locale, path)));
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...privatePages, '/api/'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}

/**
 * sitemap.xml for one host: each public page in each of the club's languages, each entry naming
 * all its language versions (`hreflang`) and `x-default`, the unprefixed address that lands on the
 * club's default language. The agent site lists nothing.
 */
export function buildSitemap(
  siteType: SiteType,
  origin: string,
  locales: readonly string[],
): MetadataRoute.Sitemap {
  if (siteType === 'agent') return [];
  return PUBLIC_PAGES.flatMap((path) => {
    const languages: Record<string, string> = {};
    for (const locale of locales) languages[locale] = `${origin}${localisedPath(locale, path)}`;
    languages['x-default'] = `${origin}${path}`;
    return locales.map((locale) => ({
      url: `${origin}${localisedPath(locale, path)}`,
      changeFrequency: path === '/' ? ('daily' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.5,
      alternates: { languages },
    }));
  });
}
