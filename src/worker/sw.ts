/// <reference lib="webworker" />
/**
 * The site's service worker (docs/offline.md), built by scripts/build-sw.mjs after `next build`:
 * esbuild bundles this file into `<dist>/sw.js`, beside the build. Nothing is precached: the build's
 * files that offline reading needs are kept at run time (BUILD_ASSETS_CACHE).
 *
 * It keeps, for the person signed in (or the guest who opened Manage booking), the booking pages,
 * bookings and PDFs they have viewed, so the itinerary opens with no connection. Everything else
 * of the club API is network-only: no search, recheck or fare answer is ever served from a cache.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type SerwistPlugin,
} from 'serwist';
import {
  BUILD_ASSETS_CACHE,
  BUILD_ASSETS_MAX,
  CLEAR_OFFLINE_MESSAGE,
  OFFLINE_BOOKINGS_CACHE,
  OFFLINE_PAGE_CACHE,
  OFFLINE_PAGE_LOCALES,
  OFFLINE_SAVED_MESSAGE,
  SAVED_AT_HEADER,
  buildAssetsIn,
  offlineCacheKey,
  offlinePageFor,
  offlineRouteOf,
  type OfflineRoute,
} from '@/lib/offline/offlineRoutes';

declare const self: ServiceWorkerGlobalScope;

/** The club API's base URL, which the page names when it registers the worker (`/sw.js?api=…`). */
const apiBaseUrl = new URL(self.location.href).searchParams.get('api') ?? '';
/** Which build this worker came with (scripts/build-sw.mjs); the update test reads it. */
const BUILD_ID = process.env.SW_BUILD_ID ?? 'unknown';
const siteOrigin = self.location.origin;

const routeOf = (request: Request): OfflineRoute | null =>
  offlineRouteOf(request, { siteOrigin, apiBaseUrl });

/**
 * Saves and finds a copy under its owner's key (offlineCacheKey): one person's copy is never found
 * by another's request. Only a 200 is saved, stamped with the time it was read.
 */
/**
 * How many times the copies were cleared (logout, login). A read that began before a clear is
 * never saved after it: a booking page or PDF still on its way when the person logs out would
 * otherwise land in the emptied cache.
 */
let clears = 0;
const readBeforeAClear = (state: { clears?: number } | undefined) => state?.clears !== clears;

const ownedCopies: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => (await offlineCacheKey(request, routeOf(request))) ?? request,
  requestWillFetch: async ({ request, state }) => {
    if (state) state.clears = clears;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (response.status !== 200 || readBeforeAClear(state)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    // Cross-origin answers show the page only the headers the answer lists as exposed.
    const exposed = headers.get('access-control-expose-headers');
    headers.set(
      'access-control-expose-headers',
      exposed ? `${exposed}, ${SAVED_AT_HEADER}` : SAVED_AT_HEADER,
    );
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  // The booking page on screen says "saved for offline use" once the copy is there.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    // A clear came while the copy was being written: it goes too.
    if (readBeforeAClear(state)) {
      await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
      return;
    }
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: OFFLINE_SAVED_MESSAGE });
  },
};

const offlineCopies = new NetworkFirst({
  cacheName: OFFLINE_BOOKINGS_CACHE,
  // A slow airport network: after this long the saved copy answers rather than a spinner.
  networkTimeoutSeconds: 8,
  // The API's answers vary by Origin; the key already says whose copy it is.
  matchOptions: { ignoreVary: true },
  plugins: [
    ownedCopies,
    // A month after it was last read a copy goes, as do the oldest beyond 60.
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
  ],
});

/**
 * The build's files (hashed names: a URL's content never changes), kept once fetched: the offline
 * page's and the viewed booking pages' (docs/offline.md). Nothing else of the build is precached.
 */
const buildAssets = new CacheFirst({
  cacheName: BUILD_ASSETS_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    new ExpirationPlugin({ maxEntries: BUILD_ASSETS_MAX, maxAgeSeconds: 60 * 24 * 60 * 60 }),
  ],
});

const serwist = new Serwist({
  // A new build takes over at once (the pages it serves come from the network, and its files are
  // kept by their hashed names), so no visitor stays on an old build.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => {
        const route = routeOf(request);
        return route === 'booking-page' || route === 'booking-data' || route === 'booking-document';
      },
      handler: offlineCopies,
    },
    { matcher: ({ request }) => routeOf(request) === 'build-asset', handler: buildAssets },
    { matcher: ({ request }) => routeOf(request) === 'network-only', handler: new NetworkOnly() },
    // Every other page comes from the network, always (never a stale price); with no network the
    // catch handler below shows the offline page.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
});

// A page that could not be fetched (and has no saved copy): the offline page in its language,
// over which the layout shows the offline dialog.
serwist.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = await caches.match(offlinePageFor(request.url), { cacheName: OFFLINE_PAGE_CACHE });
  return page ?? Response.error();
});

/** The offline page in `locale` and the build's files it loads, into their caches. */
async function keepOfflinePage(locale: string): Promise<void> {
  const response = await fetch(`/${locale}/offline`);
  if (!response.ok) throw new Error(`/${locale}/offline answered ${response.status}`);
  const html = await response.clone().text();
  await (await caches.open(OFFLINE_PAGE_CACHE)).put(`/${locale}/offline`, response);
  const assets = await caches.open(BUILD_ASSETS_CACHE);
  await Promise.allSettled(
    buildAssetsIn(html, siteOrigin).map(async (url) => {
      if (!(await assets.match(url))) await assets.add(url);
    }),
  );
}

// The offline page of each language and its files, fetched when the worker installs. Best effort:
// a language the club does not serve must not stop the worker from installing.
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.allSettled(OFFLINE_PAGE_LOCALES.map(keepOfflinePage)));
});

// Earlier workers precached the whole build (3.8 MB): their precache goes when this one activates.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.includes('precache')).map((name) => caches.delete(name))),
      ),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === CLEAR_OFFLINE_MESSAGE) {
    clears += 1;
    const cleared = caches.delete(OFFLINE_BOOKINGS_CACHE);
    event.waitUntil(cleared);
    void cleared.then(() => event.ports[0]?.postMessage(true));
  } else if (data?.type === 'GET_BUILD_ID') {
    event.ports[0]?.postMessage(BUILD_ID);
  }
});

serwist.addEventListeners();
