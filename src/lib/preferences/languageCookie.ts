import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The language a visitor chose, kept for their next visit to the bare domain (`/`): the site's
 * own first-party cookie, written by the browser when the language is switched (guests too; the
 * country and currency are kept in the persisted store, which the server cannot read). next-intl's
 * own locale cookie stays off (src/i18n/routing.ts): only a choice made in the header counts, never
 * Accept-Language.
 */
export const LANGUAGE_COOKIE = 'site_language';
export const LANGUAGE_COOKIE_DAYS = 365;

/** The remembered language when it is one the site has pages in and the club offers; else null. */
export function rememberedLanguage(
  value: string | undefined,
  clubLanguages: readonly { code: string }[] | undefined,
): Locale | null {
  if (!isLocale(value)) return null;
  return clubLanguages?.some((language) => language.code === value) ? value : null;
}
