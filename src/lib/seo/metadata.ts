import type { Metadata } from 'next';
import type { SiteType } from '@/lib/club/types';
import { isPrivatePath, localisedPath } from './pages';
import { PNG_ICONS } from './icons';

/** What the page metadata needs to know about the club and the request. */
export interface SeoContext {
  /** e.g. `http://skyline.localhost:3000`, no trailing slash. */
  origin: string;
  siteType: SiteType;
  clubName: string;
  logoUrl: string;
  /** The club's languages that the site has pages in, in the club's order. */
  locales: readonly string[];
  /** The club's default country (ISO 3166 alpha-2), for Open Graph's `language_TERRITORY`. */
  countryCode: string;
}

export interface PageSeo {
  locale: string;
  /** The page's path without the locale prefix and without the query: `/`, `/flights`, `/about-us`. */
  path: string;
  /** The page's full title, in the page's language, already with the club's name. */
  title: string;
  /** The page's description, in the page's language. */
  description: string;
  /** Keep the page out of search results even when its path is not a private one. */
  noindex?: boolean;
  /** Where the page's content lives when the same document is served at several paths. */
  canonicalPath?: string;
  /** No canonical and no alternates: the not-found page has no address of its own. */
  unaddressed?: boolean;
}

function ogLocale(locale: string, countryCode: string): string {
  const country = /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : null;
  return country ? `${locale}_${country}` : locale;
}

/**
 * The page's `<title>`, description, canonical URL, language alternates (with `x-default`, the
 * address that lands on the club's default language), Open Graph and Twitter card tags, and robots:
 * every page on the agent site and every private page is `noindex`.
 */
export function buildPageMetadata(context: SeoContext, page: PageSeo): Metadata {
  const noindex = context.siteType === 'agent' || page.noindex === true || isPrivatePath(page.path);
  const path = page.canonicalPath ?? page.path;
  const canonical = `${context.origin}${localisedPath(page.locale, path)}`;
  const languages: Record<string, string> = {};
  for (const locale of context.locales) languages[locale] = `${context.origin}${localisedPath(locale, path)}`;
  languages['x-default'] = `${context.origin}${path === '/' ? '/' : path}`;

  // Crawlers that do not read SVG (most of them) take the PNG made from the logo.
  const largestIcon = PNG_ICONS['icon-512.png'];
  const pngLogo = {
    url: `${context.origin}/club-icon/icon-512.png`,
    width: largestIcon.size,
    height: largestIcon.size,
    type: 'image/png',
    alt: context.clubName,
  };
  const logo = { url: context.logoUrl, alt: context.clubName };

  return {
    title: { absolute: page.title },
    description: page.description,
    applicationName: context.clubName,
    ...(page.unaddressed ? {} : { alternates: { canonical, languages } }),
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      siteName: context.clubName,
      title: page.title,
      description: page.description,
      ...(page.unaddressed ? {} : { url: canonical }),
      locale: ogLocale(page.locale, context.countryCode),
      alternateLocale: context.locales
        .filter((locale) => locale !== page.locale)
        .map((locale) => ogLocale(locale, context.countryCode)),
      images: [logo, pngLogo],
    },
    twitter: {
      card: 'summary',
      title: page.title,
      description: page.description,
      images: [pngLogo],
    },
  };
}
