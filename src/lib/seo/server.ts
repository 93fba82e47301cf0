import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { CLUB_HOST_HEADER } from '@/lib/club/requestHeaders';
import { getClubLookup, getSiteType } from '@/lib/club/server';
import { clubNameIn, type ClubConfig, type SiteType } from '@/lib/club/types';
import { buildPageMetadata, type PageSeo, type SeoContext } from './metadata';
import { siteOrigin } from './origin';

/** The club's languages that the site has pages in, the default first when it is one of them. */
export function siteLocalesOf(config: ClubConfig): string[] {
  const codes = config.languages.map((language) => language.code).filter(isLocale);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [isLocale(config.default_language) ? config.default_language : 'en'];
}

export function seoContextOf(
  config: ClubConfig,
  siteType: SiteType,
  origin: string,
  locale: string,
): SeoContext {
  return {
    origin,
    siteType,
    clubName: clubNameIn(config, locale),
    logoUrl: config.images.logo,
    locales: siteLocalesOf(config),
    countryCode: config.default_country_code,
  };
}

/** The request's origin, from the host the proxy vouched for. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  return siteOrigin(h.get(CLUB_HOST_HEADER) ?? h.get('host') ?? 'localhost', h.get('x-forwarded-proto'));
}

/** The club, site type and origin of this request (names in `locale`), or null when the host has no club. */
export async function requestSeoContext(
  locale: string,
): Promise<{ config: ClubConfig; context: SeoContext } | null> {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return null;
  return {
    config: lookup.config,
    context: seoContextOf(lookup.config, await getSiteType(), await requestOrigin(), locale),
  };
}

/** The pages whose description is a message (`Metadata.page_descriptions.*`, with the club's name). */
export type PageDescriptionKey =
  | 'flights'
  | 'hotels'
  | 'invalid_hotel_url'
  | 'checkout'
  | 'thankyou'
  | 'forgot_password'
  | 'reset_password'
  | 'invalid_url'
  | 'not_found'
  | 'contact'
  | 'my_account';

export interface PageMetadataInput extends Omit<PageSeo, 'title' | 'description'> {
  /** The page's own name (`Flight results`); the club's name is added. Leave out on the home page. */
  pageTitle?: string;
  /** The page's description as text (e.g. from the CMS), in the page's language. */
  description?: string;
  /** Or the page's description as a message. Without either: the club's own description. */
  descriptionKey?: PageDescriptionKey;
}

/**
 * Every page's `generateMetadata`: title and description in the page's language with the club's
 * name, canonical URL, language alternates, Open Graph, Twitter card and robots (see
 * buildPageMetadata).
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Metadata' });
  const request = await requestSeoContext(input.locale);
  if (!request) return { title: t('fallbackTitle'), robots: { index: false, follow: false } };
  const { config, context } = request;
  const club = context.clubName;
  const clubDescription =
    input.locale === 'ar' ? config.club_details.description.ar : config.club_details.description.en;
  const title = input.pageTitle ? t('page_title', { page: input.pageTitle, club }) : t('title', { club });
  const description =
    input.description ??
    (input.descriptionKey
      ? t(`page_descriptions.${input.descriptionKey}`, { club })
      : clubDescription || t('description', { club }));
  const { pageTitle: _pageTitle, descriptionKey: _descriptionKey, ...page } = input;
  return buildPageMetadata(context, { ...page, title, description });
}

/** A missing page has no address of its own: no canonical, no alternates, never indexed. */
export function notFoundMetadata(locale: string, pageTitle: string): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: '/',
    pageTitle,
    descriptionKey: 'not_found',
    noindex: true,
    unaddressed: true,
  });
}
