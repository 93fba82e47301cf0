/**
 * What the service worker (src/worker/sw.ts) keeps for offline use and under which key
 * (docs/offline.md). Pure functions of a request, shared by the worker and the page, and tested
 * without a browser: the worker decides with them which strategy answers a request, and the page
 * finds with them the copy the worker saved.
 */

/** The one cache holding a person's bookings; emptied at logout and at login. */
export const OFFLINE_BOOKINGS_CACHE = 'offline-bookings-v1';

/** Stamped by the worker on each copy it saves: when (ISO 8601) the copy was read from the network. */
export const SAVED_AT_HEADER = 'x-offline-saved-at';

/** The worker's copies of the offline page (src/app/[locale]/offline), one per language. */
export const OFFLINE_PAGE_CACHE = 'offline-page-v1';
export const OFFLINE_PAGE_LOCALES = ['en', 'ar'] as const;

/**
 * The build's files (`/_next/static/…`: hashed names, never changed in place) that the offline page
 * and the viewed booking pages load. Nothing is precached beyond them: the offline page's files are
 * fetched when the worker installs, a booking page's when it is kept (keepPageOffline), any other
 * as the page fetches it through the worker. The oldest go beyond `BUILD_ASSETS_MAX`.
 */
export const BUILD_ASSETS_CACHE = 'build-assets-v1';
export const BUILD_ASSETS_MAX = 200;
const BUILD_ASSET_PATH = /^\/_next\/static\/[\w\-./~%@]+\.(?:js|css|woff2?)$/;

/** The offline page to show for a page `url` that could not be fetched: in that page's language. */
export function offlinePageFor(url: string): string {
  const first = new URL(url).pathname.split('/')[1] ?? '';
  const locale = (OFFLINE_PAGE_LOCALES as readonly string[]).includes(first)
    ? first
    : OFFLINE_PAGE_LOCALES[0];
  return `/${locale}/offline`;
}

/** The page's message to the worker: drop every copy (logout, login). */
export const CLEAR_OFFLINE_MESSAGE = 'CLEAR_OFFLINE_BOOKINGS';
/** The worker's message to its pages: a copy was just saved. */
export const OFFLINE_SAVED_MESSAGE = 'OFFLINE_COPY_SAVED';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BOOKING_PAGE = new RegExp(`^/(?:en|ar)/my-bookings/(?:flights|hotels)/${UUID}/?$`, 'i');
const BOOKING_DATA = new RegExp(`^/my-bookings/(${UUID})$`, 'i');
const BOOKING_DOCUMENT = new RegExp(`^/my-bookings/(${UUID})/documents/(?:ticket|voucher|invoice)$`, 'i');

/**
 * How the worker answers a request:
 * - `booking-page`: a booking's detail page (the HTML: no personal data, the browser fills it from
 *   the API), network first, the saved copy when there is no network;
 * - `booking-data` / `booking-document`: the booking and its PDFs from the club API, for the
 *   person who sent the request (their login or guest pass), network first, then their saved copy;
 * - `network-only`: every other call of the club API and of the site's own API: searches,
 *   rechecks, fares, the profile, the lists. Never cached, so never a stale price;
 * - `build-asset`: a file of the build (`/_next/static/…`, hashed): cache first, kept once fetched;
 * - `null`: not the worker's business (other pages): the browser's own handling.
 */
export type OfflineRoute =
  'booking-page' | 'booking-data' | 'booking-document' | 'build-asset' | 'network-only';

export interface RequestLike {
  url: string;
  method: string;
  mode?: string;
  headers: { get(name: string): string | null };
}

/** `base` as a URL whose path ends with a slash, so `new URL(rest, base)`-style prefixes compare. */
function apiPrefix(apiBaseUrl: string): URL | null {
  try {
    const base = new URL(apiBaseUrl);
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    return base;
  } catch {
    return null;
  }
}

/** The path of `url` under the API's base (`/my-bookings/…`), or null when it is not an API call. */
export function apiPathOf(url: URL, apiBaseUrl: string): string | null {
  const base = apiPrefix(apiBaseUrl);
  if (!base || url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return `/${url.pathname.slice(base.pathname.length)}`;
}

/** The login (`Authorization: Bearer`) or guest pass (`accessToken`) a request carries, if any. */
export interface Credential {
  kind: 'user' | 'guest';
  secret: string;
}

export function credentialOf(request: RequestLike): Credential | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return { kind: 'user', secret: bearer };
  const pass = new URL(request.url).searchParams.get('accessToken');
  return pass ? { kind: 'guest', secret: pass } : null;
}

export function offlineRouteOf(
  request: RequestLike,
  { siteOrigin, apiBaseUrl }: { siteOrigin: string; apiBaseUrl: string },
): OfflineRoute | null {
  const url = new URL(request.url);
  const apiPath = apiPathOf(url, apiBaseUrl);
  if (apiPath !== null) {
    // Only reads are ever kept; a write (booking, payment, cancellation) always goes to the API.
    if (request.method !== 'GET') return 'network-only';
    // A booking is kept only for the person whose login or pass read it: without one, nothing.
    if (credentialOf(request)) {
      if (BOOKING_DATA.test(apiPath)) return 'booking-data';
      if (BOOKING_DOCUMENT.test(apiPath)) return 'booking-document';
    }
    return 'network-only';
  }
  if (url.origin !== siteOrigin) return null;
  if (url.pathname.startsWith('/api/')) return 'network-only';
  if (request.method === 'GET' && isBuildAsset(url.href, siteOrigin)) return 'build-asset';
  // The page itself, not its React Server Components payload (a client-side navigation's fetch).
  if (
    request.method === 'GET' &&
    BOOKING_PAGE.test(url.pathname) &&
    !url.searchParams.has('_rsc') &&
    !request.headers.get('rsc')
  )
    return 'booking-page';
  return null;
}

/** Whether `url` is one of the build's own files on the site (`/_next/static/…` .js, .css, fonts). */
export function isBuildAsset(url: string, siteOrigin: string): boolean {
  try {
    const parsed = new URL(url, siteOrigin);
    return parsed.origin === siteOrigin && !parsed.search && BUILD_ASSET_PATH.test(parsed.pathname);
  } catch {
    return false;
  }
}

/**
 * The build's files a page's HTML names (its scripts, preloaded chunks and fonts, also those in the
 * inline React Server Components payload), as absolute URLs, each once; another origin's are not.
 */
export function buildAssetsIn(html: string, siteOrigin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:https?:\/\/[^"'\s/\\]+)?\/_next\/static\/[^"'\s\\)<>?#]+/g)) {
    const url = new URL(match[0], siteOrigin).href;
    if (isBuildAsset(url, siteOrigin)) found.add(url);
  }
  return [...found];
}

/** SHA-256 of `text`, hex: a copy's key names its owner without holding their token. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whose copy it is, as its key says: the kind of pass and a hash of it (never the pass itself). */
export async function ownerOf(credential: Credential): Promise<string> {
  return `${credential.kind}-${await sha256Hex(credential.secret)}`;
}

/** Whether `key` is the saved booking `bookingId` of `owner` (its data, not a document). */
export function isBookingKeyOf(key: string, bookingId: string, owner: string): boolean {
  const url = new URL(key);
  return (
    url.pathname.toLowerCase().endsWith(`/my-bookings/${bookingId.toLowerCase()}`) &&
    url.searchParams.get('owner') === owner
  );
}

/**
 * The key a saved copy is stored under. A booking and its documents: the URL without the guest's
 * pass, plus `owner`, a hash of the login or pass that read it, so only that person's next request
 * finds it (another login, another guest or no login never does). A page: its path alone (the page
 * holds no personal data). Null: not kept.
 */
export async function offlineCacheKey(
  request: RequestLike,
  route: OfflineRoute | null,
): Promise<string | null> {
  const url = new URL(request.url);
  if (route === 'booking-page') return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  if (route !== 'booking-data' && route !== 'booking-document') return null;
  const credential = credentialOf(request);
  if (!credential) return null;
  const key = new URL(`${url.origin}${url.pathname}`);
  const lang = url.searchParams.get('lang');
  if (route === 'booking-document' && lang) key.searchParams.set('lang', lang);
  key.searchParams.set('owner', await ownerOf(credential));
  return key.href;
}
