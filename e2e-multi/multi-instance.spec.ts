import { expect, test, type Route } from '@playwright/test';
import postgres from 'postgres';
import { messages } from '../e2e/helpers';
import {
  chooseConfirmedFare,
  checkoutSubmit,
  expectConfirmed,
  fillGuestTraveller,
  oneWayUrl,
  payByCard,
  paymentStep,
} from '../e2e/flightsSupport';
import { API_KEY, PORTS, SKYLINE, startCluster, type Cluster } from './cluster';

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

test.afterAll(async () => {
  await cluster?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('cluster log', { body: log.join('\n'), contentType: 'text/plain' });
});

/** The instance nginx passed a request to (the last one tried), from the X-Upstream header. */
function upstreamPort(header: string | undefined): number {
  const last = header?.split(',').pop()?.trim() ?? '';
  const port = Number(last.split(':').pop());
  if (!PORTS.apis.includes(port)) throw new Error(`Not an API instance: X-Upstream "${header}"`);
  return port;
}

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

test('a guest books and pays while API instances die mid-search and mid-payment: one booking, one charge', async ({
  page,
}) => {
  test.skip(!cluster, skipReason);
  test.setTimeout(240_000);
  const running = cluster!;
  const t = messages.en;

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

  // The instance that takes the payment charges the card, then dies before its answer gets out.
  // The site hears nothing, offers to send the payment again with the same Idempotency-Key, and
  // the other instance answers from the database: the charge is not made twice.
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
  await expect(page.getByText(t.Payment.no_answer)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: t.Payment.retry_payment }).click();
  await expectConfirmed(page, 'en');
  expect({ paymentTakenBy, lostAnswer }).toEqual({ paymentTakenBy: expect.any(Number), lostAnswer: 201 });

  const sql = postgres(running.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const bookings = await sql<{ id: string; status: number }[]>`SELECT id, status FROM bookings`;
    expect(bookings).toHaveLength(1);
    const payments = await sql<{ status: string }[]>`
      SELECT status FROM payments WHERE booking_id = ${bookings[0]!.id}`;
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
  } finally {
    await sql.end({ timeout: 5 });
  }
});
