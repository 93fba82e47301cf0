// @vitest-environment node
import {
  apiPathOf,
  buildAssetsIn,
  isBookingKeyOf,
  offlineCacheKey,
  offlineRouteOf,
  ownerOf,
  type RequestLike,
} from './offlineRoutes';

const SITE = 'http://skyline.localhost:3000';
const API = 'http://127.0.0.1:4000';
const ID = '0b7f6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';

function req(url: string, init: { method?: string; headers?: Record<string, string>; mode?: string } = {}) {
  const headers = new Headers(init.headers);
  return { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors', headers } satisfies RequestLike;
}
const user = (url: string, token = 'token-a', method = 'GET') =>
  req(url, { method, headers: { Authorization: `Bearer ${token}` } });
const route = (request: RequestLike, apiBaseUrl = API) =>
  offlineRouteOf(request, { siteOrigin: SITE, apiBaseUrl });

describe('offlineRouteOf', () => {
  it.each([
    ['a booking read with a login', user(`${API}/my-bookings/${ID}`), 'booking-data'],
    ['a booking read with a guest pass', req(`${API}/my-bookings/${ID}?accessToken=pass`), 'booking-data'],
    ['an e-ticket', user(`${API}/my-bookings/${ID}/documents/ticket?lang=ar`), 'booking-document'],
    ['a voucher', user(`${API}/my-bookings/${ID}/documents/voucher?lang=en`), 'booking-document'],
    ['an invoice', user(`${API}/my-bookings/${ID}/documents/invoice?lang=en`), 'booking-document'],
    ['the booking page', req(`${SITE}/en/my-bookings/flights/${ID}`, { mode: 'navigate' }), 'booking-page'],
    ['the Arabic hotel booking page', req(`${SITE}/ar/my-bookings/hotels/${ID}`), 'booking-page'],
  ])('keeps %s', (_name, request, expected) => {
    expect(route(request)).toBe(expected);
  });

  it.each([
    ['a booking read with no login nor pass', req(`${API}/my-bookings/${ID}`)],
    ['a flight search', user(`${API}/flight/start-routing`, 'token-a', 'POST')],
    ['a search poll', user(`${API}/flight/check-routing`, 'token-a', 'POST')],
    ['a fare recheck', user(`${API}/flight/revalidate`, 'token-a', 'POST')],
    ['a price calendar', req(`${API}/flight/calendar?origin=DXB&destination=LHR&month=2026-12`)],
    ['a hotel search', req(`${API}/hotel/search?city=DXB`)],
    ['the profile', user(`${API}/user/profile`)],
    ['the bookings list', user(`${API}/my-bookings?moduleType=1&tab=upcoming&page=1`)],
    ['a refund quote', user(`${API}/my-bookings/${ID}/refund-quote`)],
    ['a cancellation', user(`${API}/my-bookings/${ID}/cancel`, 'token-a', 'POST')],
    ['the calendar file', user(`${API}/my-bookings/${ID}/calendar?lang=en`)],
    ['an unknown document', user(`${API}/my-bookings/${ID}/documents/passport?lang=en`)],
    ['a non-booking id', user(`${API}/my-bookings/not-an-id`)],
    ['the site API', req(`${SITE}/api/userIp`, { method: 'POST' })],
  ])('never caches %s', (_name, request) => {
    expect(route(request)).toBe('network-only');
  });

  it.each([
    ['the home page', req(`${SITE}/en`, { mode: 'navigate' })],
    ['the flight results', req(`${SITE}/en/flights/results?from=DXB`, { mode: 'navigate' })],
    ['My bookings', req(`${SITE}/en/my-bookings`, { mode: 'navigate' })],
    [
      "the booking page's server-components payload",
      req(`${SITE}/en/my-bookings/flights/${ID}?_rsc=abc`, { headers: { RSC: '1' } }),
    ],
    ['a booking page of another site', req(`http://other.localhost:3000/en/my-bookings/flights/${ID}`)],
    ['another API with the same path', user(`http://evil.test/my-bookings/${ID}`)],
    ['a build file of another site', req(`http://other.localhost:3000/_next/static/chunks/app.js`)],
    ['a build file with a query', req(`${SITE}/_next/static/chunks/app.js?v=1`)],
    ['an image under the build', req(`${SITE}/_next/image?url=%2Flogo.png&w=64`)],
  ])('leaves %s to the browser', (_name, request) => {
    expect(route(request)).toBeNull();
  });

  it.each([
    ['a chunk', `${SITE}/_next/static/chunks/app/%5Blocale%5D/offline/page-0a1b2c.js`],
    ['the build id folder', `${SITE}/_next/static/BUILD123/_buildManifest.js`],
    ['a stylesheet', `${SITE}/_next/static/css/4f5e.css`],
    ['a font', `${SITE}/_next/static/media/ibm-plex-arabic.3b2a.woff2`],
  ])('keeps %s of the build (cache first)', (_name, url) => {
    expect(route(req(url))).toBe('build-asset');
    expect(route(req(url, { method: 'POST' }))).toBeNull();
  });

  it('follows an API base URL with a path', () => {
    const base = 'https://api.club.test/v2';
    expect(route(user(`https://api.club.test/v2/my-bookings/${ID}`), base)).toBe('booking-data');
    expect(route(user(`https://api.club.test/v2x/my-bookings/${ID}`), base)).toBeNull();
    expect(apiPathOf(new URL('https://api.club.test/v2/flight/revalidate'), `${base}/`)).toBe(
      '/flight/revalidate',
    );
    expect(apiPathOf(new URL('https://api.club.test/v2/x'), 'not a url')).toBeNull();
  });
});

describe('offlineCacheKey', () => {
  it("names the copy's owner by a hash of their login, never the login itself", async () => {
    const a = await offlineCacheKey(user(`${API}/my-bookings/${ID}`, 'token-a'), 'booking-data');
    const b = await offlineCacheKey(user(`${API}/my-bookings/${ID}`, 'token-b'), 'booking-data');
    expect(a).not.toBe(b);
    expect(a).not.toContain('token-a');
    expect(a).toBe(`${API}/my-bookings/${ID}?owner=${await ownerOf({ kind: 'user', secret: 'token-a' })}`);
  });

  it("keeps a guest's pass out of the key and apart from a login with the same text", async () => {
    const guest = await offlineCacheKey(req(`${API}/my-bookings/${ID}?accessToken=secret`), 'booking-data');
    const login = await offlineCacheKey(user(`${API}/my-bookings/${ID}`, 'secret'), 'booking-data');
    expect(guest).not.toContain('secret');
    expect(guest).toMatch(/owner=guest-[0-9a-f]{64}$/);
    expect(login).toMatch(/owner=user-[0-9a-f]{64}$/);
  });

  it("keeps a document's language, and nothing else of its query", async () => {
    const ar = await offlineCacheKey(
      req(`${API}/my-bookings/${ID}/documents/ticket?lang=ar&accessToken=p&x=1`),
      'booking-document',
    );
    const en = await offlineCacheKey(
      req(`${API}/my-bookings/${ID}/documents/ticket?lang=en&accessToken=p`),
      'booking-document',
    );
    expect(ar).toMatch(/\/documents\/ticket\?lang=ar&owner=guest-/);
    expect(ar).not.toBe(en);
  });

  it('keys a page by its path alone, and keeps nothing without a credential or a route', async () => {
    expect(await offlineCacheKey(req(`${SITE}/en/my-bookings/flights/${ID}/?x=1`), 'booking-page')).toBe(
      `${SITE}/en/my-bookings/flights/${ID}`,
    );
    expect(await offlineCacheKey(req(`${API}/my-bookings/${ID}`), 'booking-data')).toBeNull();
    expect(await offlineCacheKey(user(`${API}/flight/calendar`), 'network-only')).toBeNull();
    expect(await offlineCacheKey(user(`${API}/my-bookings/${ID}`), null)).toBeNull();
  });

  it("finds a booking's key for its owner only", async () => {
    const owner = await ownerOf({ kind: 'user', secret: 'token-a' });
    const key = (await offlineCacheKey(user(`${API}/my-bookings/${ID}`, 'token-a'), 'booking-data'))!;
    expect(isBookingKeyOf(key, ID, owner)).toBe(true);
    expect(isBookingKeyOf(key, ID, await ownerOf({ kind: 'user', secret: 'token-b' }))).toBe(false);
    expect(isBookingKeyOf(key, ID.replace('0b7f', '1b7f'), owner)).toBe(false);
    const ticket = (await offlineCacheKey(
      user(`${API}/my-bookings/${ID}/documents/ticket?lang=en`),
      'booking-document',
    ))!;
    expect(isBookingKeyOf(ticket, ID, owner)).toBe(false);
  });
});

describe('buildAssetsIn', () => {
  it('lists each build file a page names once: scripts, preloads, fonts and the inline payload', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="preload" href="/_next/static/media/font.a1.woff2" as="font" crossorigin="">
      <script src="/_next/static/chunks/webpack-1f.js" async=""></script>
      <script src="/_next/static/chunks/main-app-2e.js" async=""></script>
      <link rel="icon" href="/favicon.ico"></head><body>
      <script>self.__next_f.push([1,"3:I[\\"7\\",[\\"/_next/static/chunks/app/page-3d.js\\"],\\"default\\"]"])</script>
      <script src="/_next/static/chunks/webpack-1f.js"></script>
      <script src="https://cdn.test/_next/static/chunks/other.js"></script>
      <img src="/_next/image?url=%2Flogo.png&amp;w=64"></body></html>`;
    expect(buildAssetsIn(html, SITE)).toEqual([
      `${SITE}/_next/static/media/font.a1.woff2`,
      `${SITE}/_next/static/chunks/webpack-1f.js`,
      `${SITE}/_next/static/chunks/main-app-2e.js`,
      `${SITE}/_next/static/chunks/app/page-3d.js`,
    ]);
  });
});
