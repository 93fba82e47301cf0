/**
 * Which group of pages a path belongs to. The header changes with it: About/Contact links on home
 * and CMS pages, the Flights/Hotels tabs on search and detail pages, a special style on checkout.
 * Paths are WITHOUT the locale prefix, as `usePathname` from `@/i18n/navigation` returns them.
 */
export type PageGroup = 'home' | 'cms' | 'search' | 'checkout' | 'other';

/** How a page is styled (the specification's three page styles). */
export type PageStyle = 'home' | 'cms' | 'other';

const cmsPaths: ReadonlySet<string> = new Set([
  '/about-us',
  '/accessibility',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
]);
const searchPaths: ReadonlySet<string> = new Set(['/flights', '/hotels', '/hotels/details']);
const checkoutPaths: ReadonlySet<string> = new Set(['/flights/checkout', '/hotels/checkout', '/checkout']);

/** Drops a query string or hash, repeated and trailing slashes, and lower-cases the path. */
export function normalizePath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '')
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  const withoutTrailing = path.replace(/\/+$/, '');
  if (withoutTrailing === '') return '/';
  return withoutTrailing.startsWith('/') ? withoutTrailing : `/${withoutTrailing}`;
}

export function pageGroupOf(pathname: string): PageGroup {
  const path = normalizePath(pathname);
  if (path === '/') return 'home';
  if (cmsPaths.has(path) || path.startsWith('/cms/')) return 'cms';
  if (checkoutPaths.has(path)) return 'checkout';
  if (searchPaths.has(path)) return 'search';
  return 'other';
}

export function pageStyleOf(pathname: string): PageStyle {
  const group = pageGroupOf(pathname);
  return group === 'home' || group === 'cms' ? group : 'other';
}

/** The header's About us and Contact us links show on home and CMS pages only. */
export function showsInfoLinks(group: PageGroup): boolean {
  return group === 'home' || group === 'cms';
}

/** The Flights and Hotels tabs show on search and detail pages (and only at 1200px and wider). */
export function showsModuleTabs(group: PageGroup): boolean {
  return group === 'search';
}

export function isCheckoutPage(pathname: string): boolean {
  return pageGroupOf(pathname) === 'checkout';
}

/** The module a search or detail page belongs to, for marking the current tab. */
export function moduleOfPath(pathname: string): 'flights' | 'hotels' | null {
  const path = normalizePath(pathname);
  if (path === '/flights' || path.startsWith('/flights/')) return 'flights';
  if (path === '/hotels' || path.startsWith('/hotels/')) return 'hotels';
  return null;
}
