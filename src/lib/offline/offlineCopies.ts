/**
 * The page's side of the offline copies (docs/offline.md): asking the worker to keep a booking's
 * page, finding when a booking was saved, and emptying everything at logout and login. Small and
 * free of Serwist on purpose: the login and logout code reaches it.
 */
import {
  CLEAR_OFFLINE_MESSAGE,
  OFFLINE_BOOKINGS_CACHE,
  OFFLINE_SAVED_MESSAGE,
  SAVED_AT_HEADER,
  isBookingKeyOf,
  isBuildAsset,
  ownerOf,
  type Credential,
} from './offlineRoutes';

function cacheStorage(): CacheStorage | null {
  return typeof window !== 'undefined' && 'caches' in window ? window.caches : null;
}

function activeWorker(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;
}

/**
 * Drops every saved booking, page and PDF: at logout (every path: the menu, a 401, an expired or
 * vanished token) and at login, so nothing of one person stays for the next. The page deletes the
 * cache itself (it may have no worker yet) and tells the worker, which does the same.
 */
export async function clearOfflineCopies(): Promise<void> {
  const worker = activeWorker();
  worker?.postMessage({ type: CLEAR_OFFLINE_MESSAGE });
  try {
    await cacheStorage()?.delete(OFFLINE_BOOKINGS_CACHE);
  } catch {
    // No Cache Storage (private mode in some browsers): nothing was saved either.
  }
}

/**
 * The build's files (`/_next/static/…`) this page has loaded so far, its lazily loaded parts
 * included: the browser's resource timing lists them, also those fetched before the worker came.
 */
export function loadedBuildAssets(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const origin = window.location.origin;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(urls.filter((url) => isBuildAsset(url, origin)))];
}

/**
 * Asks the worker to keep the page at `href` (the booking page being shown) and the build's files it
 * loaded, so it opens offline: a page reached by a client-side navigation was never fetched as a
 * document, and on a first visit its files came before the worker did.
 */
export function keepPageOffline(href: string): void {
  const worker = activeWorker();
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [href] } });
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedBuildAssets() } });
}

/**
 * When the worker saved booking `bookingId` for the person holding `credential` (their login or
 * guest pass), or null when it holds no copy of it for them.
 */
export async function offlineSavedAt(bookingId: string, credential: Credential | null): Promise<Date | null> {
  const storage = cacheStorage();
  if (!storage || !credential) return null;
  try {
    if (!(await storage.has(OFFLINE_BOOKINGS_CACHE))) return null;
    const owner = await ownerOf(credential);
    const cache = await storage.open(OFFLINE_BOOKINGS_CACHE);
    const key = (await cache.keys()).find((request) => isBookingKeyOf(request.url, bookingId, owner));
    const copy = key ? await cache.match(key, { ignoreVary: true }) : undefined;
    const stamp = copy?.headers.get(SAVED_AT_HEADER);
    const date = stamp ? new Date(stamp) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}

/** Calls `onSaved` whenever the worker has saved a copy; answers the function that stops it. */
export function onOfflineCopySaved(onSaved: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OFFLINE_SAVED_MESSAGE) onSaved();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
