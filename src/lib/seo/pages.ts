/**
 * Which pages search engines may list. Paths are without the locale prefix (`/en`, `/ar`).
 */

/** The customer site's public pages, listed in the sitemap in every language the club offers. */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/accessibility',
  '/contact-us',
  '/terms-and-conditions',
  '/privacy-policy',
] as const;

/**
 * Pages that are nobody's search result: a visitor's own account and bookings, the checkout and
 * its confirmation, the password pages, the agent pages and the error pages. Each is `noindex`
 * (robots meta) and disallowed in robots.txt, with everything under it.
 */
export const PRIVATE_PATHS = [
  '/my-account',
  '/my-bookings',
  '/manage-booking',
  '/flights/checkout',
  '/flights/invalid',
  '/hotels/invalid',
  '/thankyou',
  '/forgot-password',
  '/reset-password',
  '/agent-login',
  '/agent-review',
  '/error',
] as const;

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase() || '/';
}

/** True for a private page or anything under one (path without the locale prefix). */
export function isPrivatePath(pathWithoutLocale: string): boolean {
  const path = normalise(pathWithoutLocale);
  return PRIVATE_PATHS.some((privatePath) => path === privatePath || path.startsWith(`${privatePath}/`));
}

/** `/en` + `/about-us` → `/en/about-us`; the home page is `/en`. */
export function localisedPath(locale: string, pathWithoutLocale: string): string {
  const path = normalise(pathWithoutLocale);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
