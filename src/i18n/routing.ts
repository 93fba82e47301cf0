import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** Right-to-left languages; every other language renders left-to-right. */
const rtlLocales: ReadonlySet<string> = new Set(['ar']);

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The default locale here is only a fallback: the proxy builds the routing per request with the
 * club's own default language. Accept-Language is not consulted, so `/` always lands on the club's
 * default language, as the club configured it.
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeDetection: false,
  // With detection off next-intl never reads its NEXT_LOCALE cookie, so it need not write one (in
  // the proxy or, without the Secure flag, from the browser when the language changes).
  localeCookie: false,
});
