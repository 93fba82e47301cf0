import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import postgres from 'postgres';
import { messages } from '../e2e/helpers';
import {
  chooseConfirmedFare,
  checkoutSubmit,
  dayAhead,
  expectConfirmed,
  fillGuestTraveller,
  oneWayUrl,
  payByCard,
  paymentStep,
} from '../e2e/flightsSupport';
import {
  chooseRate,
  continueFromDetails,
  expectHotelConfirmed,
  fillGuests,
  submitCheckout,
} from '../e2e/hotelsSupport';
import { API_KEY, FRONT, PORTS, SKYLINE, startCluster, type Cluster } from './cluster';

/**
 * Running on more than one machine (issue 19): two API instances over one PostgreSQL and two site
 * instances, behind nginx's round robin (see cluster.ts). Instances die in the middle of a journey;
 * the journey goes on through the other one, and nothing happens twice.
 */

test.describe.configure({ mode: 'serial' });

let cluster: Cluster | null = null;
let skipReason = '';
const log: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = await startCluster(log);
  if ('skip' in started) {
    skipReason = `SKIPPED (PostgreSQL or nginx unavailable): ${started.skip}`;
    console.warn(`[e2e-multi] ${skipReason}`);
    return;
  }
  cluster = started;
});

// A journey kills API instances and may leave one down: the next starts with both running.
test.beforeEach(async () => {
  await cluster?.restartKilled();
});

test.afterAll(async () => {
  await cluster?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  // What the instances printed, and why nginx got no answer from one (connections refused or reset).
  for (const [name, body] of [
    ['cluster.log', log.join('\n')],
    ['nginx-error.log', cluster?.nginxErrors() ?? ''],
  ] as const) {
    writeFileSync(testInfo.outputPath(name), body);
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'text/plain' });
  }
});

/** The instance nginx passed a request to (the last one tried), from the X-Upstream header. */
function upstreamPort(header: string | undefined): number {
  const last = header?.split(',').pop()?.trim() ?? '';
  const port = Number(last.split(':').pop());
  if (!PORTS.apis.includes(port)) throw new Error(`Not an API instance: X-Upstream "${header}"`);
  return port;
}

/** A Dubai hotel of the sandbox's generated inventory whose rate 0-1 confirms at the rate check. */
const HOTEL = 121064;

const API_HEADERS = {
  apikey: API_KEY,
  'Whitelabel-Id': '101',
  version: '1',
  language: 'en',
  'Content-Type': 'application/json',
};

test('a rate limit reached through one API instance holds on the other', async ({ request }) => {
  test.skip(!cluster, skipReason);
  // Wrong codes for one email: 10 per 10 minutes, whichever instance counts them.
  const email = `limit-${Date.now()}@mail.test`;
  const otpVerify = (port: number) =>
    request.post(`http://127.0.0.1:${port}/auth/otp-verify`, {
      headers: API_HEADERS,
      data: { email, otp: '000000', otpType: 1, isToken: true },
    });
  for (let i = 0; i < 10; i += 1) expect((await otpVerify(PORTS.apis[i % 2]!)).status()).toBe(400);
  for (const port of PORTS.apis) {
    const refused = await otpVerify(port);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
});

/**
 * The instance that takes a payment charges the card, then dies before its answer gets out. The site
 * hears nothing, offers to send the payment again with the same Idempotency-Key, and the other
 * instance answers from the database: the charge is not made twice.
 */
async function payThroughADyingInstance(page: Page, running: Cluster) {
  let paymentTakenBy: number | null = null;
  let lostAnswer = 0;
  await page.route('**/payment/pay', async (route: Route) => {
    if (route.request().method() !== 'POST' || paymentTakenBy !== null) return route.continue();
    const response = await route.fetch();
    paymentTakenBy = upstreamPort(response.headers()['x-upstream']);
    lostAnswer = response.status();
    await running.killApi(paymentTakenBy);
    await route.abort('connectionreset');
  });
  await payByCard(page);
  await expect(page.getByText(messages.en.Payment.no_answer)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: messages.en.Payment.retry_payment }).click();
  return { paymentTakenBy: () => paymentTakenBy, lostAnswer: () => lostAnswer };
}

/**
 * The bookings of a module (1 flight, 2 hotel) made since `since` (this attempt of the test: a
 * retry in CI runs over the same database), and the payments of each.
 */
async function bookingsAndPayments(running: Cluster, moduleType: 1 | 2, since: Date) {
  const sql = postgres(running.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const bookings = await sql<{ id: string }[]>`
      SELECT id FROM bookings WHERE module_type = ${moduleType} AND created_at >= ${since}`;
    const payments = await sql<{ status: string }[]>`
      SELECT p.status FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.module_type = ${moduleType} AND b.created_at >= ${since}`;
    return { bookings: bookings.length, payments: payments.map((p) => p.status) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test('a guest books and pays while API instances die mid-search and mid-payment: one booking, one charge', async ({
  page,
}) => {
  test.skip(!cluster, skipReason);
  test.setTimeout(240_000);
  const running = cluster!;
  const since = new Date();

  // The instance that started the search dies as soon as it has answered: every poll, the
  // revalidation and the booking reach the other one, which must know the search.
  let searchStartedOn: number | null = null;
  await page.route('**/flight/start-routing', async (route: Route) => {
    if (route.request().method() !== 'POST' || searchStartedOn !== null) return route.continue();
    const response = await route.fetch();
    searchStartedOn = upstreamPort(response.headers()['x-upstream']);
    await running.killApi(searchStartedOn);
    await route.fulfill({ response });
  });
  await chooseConfirmedFare(page, oneWayUrl(SKYLINE, 'en', 'DXB', 'LHR', 30), 'en', 'held');
  expect(searchStartedOn).not.toBeNull();
  await running.startApi(searchStartedOn!);

  await fillGuestTraveller(page);
  await (await checkoutSubmit(page)).click();
  await expect(await paymentStep(page)).toBeVisible({ timeout: 20_000 });

  const paid = await payThroughADyingInstance(page, running);
  await expectConfirmed(page, 'en');
  expect({ paymentTakenBy: paid.paymentTakenBy(), lostAnswer: paid.lostAnswer() }).toEqual({
    paymentTakenBy: expect.any(Number),
    lostAnswer: 201,
  });
  expect(await bookingsAndPayments(running, 1, since)).toEqual({ bookings: 1, payments: ['SUCCEEDED'] });
});

test('a guest books a hotel while API instances die mid-search and mid-payment: one booking, one charge', async ({
  page,
}) => {
  test.skip(!cluster, skipReason);
  test.setTimeout(240_000);
  const running = cluster!;
  const since = new Date();

  // The hotel search is a signed token: the instance that answers the first poll of the results
  // dies at once, and the other answers the next polls, the details, the rate check and the
  // booking. (The page may start its search twice while it loads — a first one is dropped when the
  // stored preferences come back — so the kill waits for a poll, which only the kept search makes.)
  let pollAnsweredBy: number | null = null;
  await page.route('**/hotel/search/results', async (route: Route) => {
    if (route.request().method() !== 'POST' || pollAnsweredBy !== null) return route.continue();
    const response = await route.fetch();
    pollAnsweredBy = upstreamPort(response.headers()['x-upstream']);
    await running.killApi(pollAnsweredBy);
    await route.fulfill({ response });
  });
  const stay = `checkIn=${dayAhead(45)}&checkOut=${dayAhead(47)}&room=2`;
  await page.goto(`${SKYLINE}/en/hotels?searchType=HOTEL&destinationId=${HOTEL}&countryId=AE&${stay}`);
  await page
    .getByRole('link', { name: messages.en.hotelResults.see_rooms })
    .first()
    .click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/en/hotels/details\\?hotelId=${HOTEL}&`));
  expect(pollAnsweredBy).not.toBeNull();
  await running.startApi(pollAnsweredBy!);

  await chooseRate(page, 1, `${HOTEL}-0-1`);
  await continueFromDetails(page, 'en');
  await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
  await fillGuests(page, 'en', [['Sara', 'Haddad']]);
  await submitCheckout(page, 'en');

  const paid = await payThroughADyingInstance(page, running);
  await expectHotelConfirmed(page, 'en');
  expect({ paymentTakenBy: paid.paymentTakenBy(), lostAnswer: paid.lostAnswer() }).toEqual({
    paymentTakenBy: expect.any(Number),
    lostAnswer: 201,
  });
  expect(await bookingsAndPayments(running, 2, since)).toEqual({ bookings: 1, payments: ['SUCCEEDED'] });
});

/** The nonce of a page's Content-Security-Policy, or null when it has none. */
function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;
}

test('the shipped nginx configuration caches the build, never a page with a nonce or a personal one', async ({
  request,
}) => {
  test.skip(!cluster, skipReason);
  // The test runner cannot resolve *.localhost (Chromium can): it asks nginx at 127.0.0.1 with the
  // club's host in the Host header, as a browser would send it.
  const site = (pathname: string, headers: Record<string, string> = {}) =>
    request.get(`https://127.0.0.1:${PORTS.nginx}${pathname}`, {
      headers: { Host: new URL(SKYLINE).host, ...headers },
      maxRedirects: 0,
    });
  const home = async (headers: Record<string, string> = {}) => {
    const response = await site('/en', headers);
    expect(response.status()).toBe(200);
    return response;
  };
  // Every page carries a fresh nonce, so nginx stores none: two answers, two nonces, no HIT.
  const first = await home();
  const second = await home();
  const nonces = [first, second].map((response) => nonceOf(response.headers()['content-security-policy']));
  expect(nonces[0]).not.toBeNull();
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(second.headers()['x-cache-status']).not.toBe('HIT');
  // A signed-in visitor, a client navigation and a private page go past the cache.
  expect((await home({ Cookie: 'auth_token=anything' })).headers()['x-cache-status']).toBe('BYPASS');
  // (Next.js may answer an RSC request with a redirect; the cache status is what counts here.)
  expect((await site('/en', { RSC: '1' })).headers()['x-cache-status']).toBe('BYPASS');
  const bookings = await site('/en/my-bookings');
  expect(bookings.headers()['x-cache-status']).toBe('BYPASS');

  // The build's hashed files are kept: the second request for a chunk is answered by nginx.
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(await first.text())?.[0];
  expect(chunk).toBeTruthy();
  await site(chunk!);
  const again = await site(chunk!);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-cache-status']).toBe('HIT');

  // Plain HTTP answers only with the way to HTTPS.
  const plain = await request.get(`http://127.0.0.1:${PORTS.nginxHttp}/en`, {
    headers: { Host: `skyline.localhost:${PORTS.nginxHttp}` },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(301);
  expect(plain.headers()['location']).toBe('https://skyline.localhost/en');
});

test('the shipped nginx configuration lets the API 5 MB uploads through and refuses larger bodies', async ({
  request,
}) => {
  test.skip(!cluster, skipReason);
  const upload = (bytes: number) =>
    request.post(`${FRONT}/agent/application/documents`, {
      headers: { apikey: API_KEY, 'Whitelabel-Id': '101', version: '1', language: 'en' },
      multipart: {
        file: { name: 'file.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 0x25) },
      },
    });
  // 5 MiB reaches the API, which answers it itself (no session: 401, in its envelope), not nginx.
  const allowed = await upload(5 * 1024 * 1024);
  expect(allowed.status()).not.toBe(413);
  expect(allowed.headers()['content-type']).toContain('application/json');
  // Beyond nginx's 6 MiB the proxy refuses before any instance reads it.
  const refused = await upload(7 * 1024 * 1024);
  expect(refused.status()).toBe(413);
});
