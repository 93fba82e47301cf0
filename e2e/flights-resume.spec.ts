import { expect, test, type Page, type Route, type TestInfo } from '@playwright/test';
import { SANDBOX, desktop, expectAccessible, hosts, messages, pattern, phone } from './helpers';
import {
  cardFields,
  checkoutSubmit,
  chooseConfirmedFare,
  expectStatus,
  fillCard,
  fillGuestTraveller,
  oneWayUrl,
  payButton,
  paymentStep,
} from './flightsSupport';

/**
 * A reload (or a crashed tab) while the booking or the payment is on its way: the checkout asks the
 * API where the attempt stands and goes on from there, never booking or charging twice.
 */

const API_HEADERS = { apikey: 'sandbox-demo-key', 'Whitelabel-Id': '101', version: '1', language: 'en' };
const searchUrl = (locale: 'en' | 'ar', from: string, to: string, days: number) =>
  oneWayUrl(hosts.skyline, locale, from, to, days);

/** The attempt's Idempotency-Key and the guest user id, as the tab persisted them. */
async function persistedAttempt(page: Page): Promise<{ key: string; guestUserId: string }> {
  let found: { key: string; guestUserId: string } | null = null;
  await expect
    .poll(async () => {
      const blob = await page.evaluate(() => window.localStorage.getItem('persist:club-101'));
      const stored = JSON.parse(blob ?? '{}') as Record<string, string>;
      const checkout = JSON.parse(stored.flightCheckout ?? '{}') as { attempt?: { key: string } | null };
      const session = JSON.parse(stored.session ?? '{}') as { guestUserId?: string };
      found =
        checkout.attempt?.key && session.guestUserId
          ? { key: checkout.attempt.key, guestUserId: session.guestUserId }
          : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

/** What the sandbox says of that key: the one booking it made (or none). */
async function bookingOfKey({ key, guestUserId }: { key: string; guestUserId: string }) {
  const query = new URLSearchParams({ idempotencyKey: key, guestUserId });
  const response = await fetch(`${SANDBOX}/flight/book/status?${query}`, { headers: API_HEADERS });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      data: { booking: { bookingId: string; paid: boolean; status: number } | null };
    }
  ).data.booking;
}

/** Lets a request reach the sandbox but holds its answer back until `release` is called. */
function holdAnswer(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => {
    void page.route(pattern, async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      resolve();
      await released;
      await route.fulfill({ response }).catch(() => undefined); // the page that asked is gone
    });
  });
  return { reached, release: () => release() };
}

/** Reloads, accepting the "Leave site?" question the page asks while a request is on its way. */
async function reloadMidRequest(page: Page) {
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.accept();
  });
  await page.reload();
  expect(asked, 'the page warns before unloading while a request is on its way').toBe(true);
}

/** The page at both widths, scrolled to the top (a reload restores the scroll position). */
async function pictures(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const start = page.viewportSize() ?? desktop;
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${viewport.width}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file) });
  }
  await page.setViewportSize(start);
}

test.describe('checkout after a reload mid-booking', () => {
  test('reloads while booking and while paying: one booking, paid once, confirmed', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    const bookCalls: string[] = [];
    const payCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/flight/book')) bookCalls.push(request.headers()['idempotency-key'] ?? '');
      if (request.url().endsWith('/payment/pay')) payCalls.push(request.headers()['idempotency-key'] ?? '');
    });
    await chooseConfirmedFare(page, searchUrl('en', 'DXB', 'LHR', 30), 'en');
    await fillGuestTraveller(page);

    // The booking reaches the API, but the page reloads before its answer arrives.
    const booking = holdAnswer(page, '**/flight/book');
    await (await checkoutSubmit(page)).click();
    await booking.reached;
    const attempt = await persistedAttempt(page);
    await reloadMidRequest(page);
    booking.release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The page finds the booking the key made and goes on to pay it.
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    const held = await bookingOfKey(attempt);
    expect(held).toMatchObject({ status: 2, paid: false });
    await expect(page.getByText(pattern(messages.en.Checkout.booked_text))).toBeVisible();
    expect(bookCalls).toEqual([attempt.key]);

    // The payment reaches the API; the page reloads while it waits for the answer.
    const payment = holdAnswer(page, '**/payment/pay');
    await fillCard(page);
    await (await payButton(page)).click();
    await expect((await paymentStep(page)).getByText('Do not refresh this page')).toBeVisible();
    await payment.reached;
    await pictures(page, testInfo, 'resume-paying-en');
    await reloadMidRequest(page);
    payment.release();

    await expect(page).toHaveURL(/\/thankyou\?booking=[0-9a-f-]+$/, { timeout: 20_000 });
    await expectStatus(page, 'en', 'Confirmed');
    const paid = await bookingOfKey(attempt);
    expect(paid).toMatchObject({ bookingId: held!.bookingId, status: 1, paid: true });
    expect(new URL(page.url()).searchParams.get('booking')).toBe(held!.bookingId);
    expect(bookCalls).toHaveLength(1);
    expect(payCalls).toHaveLength(1);
  });

  test('Arabic on a phone: a card payment lost with the reload asks for the card again', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ar = messages.ar;
    await page.setViewportSize(phone);
    await chooseConfirmedFare(page, searchUrl('ar', 'DXB', 'CAI', 31), 'ar');
    await fillGuestTraveller(page);
    await (await checkoutSubmit(page)).click();
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    const attempt = await persistedAttempt(page);

    // The payment never leaves the browser before the reload.
    await page.route('**/payment/pay', () => undefined);
    await fillCard(page);
    await (await payButton(page)).click();
    await expect((await paymentStep(page)).getByText(ar.Messages.do_not_refresh)).toBeVisible();
    await reloadMidRequest(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A moment ago: it might still arrive, so the page checks before asking anything.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.Checkout.resume_checking_title);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await pictures(page, testInfo, 'resume-checking-ar');
    await expectAccessible(page);

    const notice = (await paymentStep(page))
      .getByRole('status')
      .filter({ hasText: ar.Payment.resume_card_again });
    await expect(notice).toHaveText(ar.Payment.resume_card_again, {
      timeout: 40_000,
    });
    await expect((await cardFields(page)).number).toHaveValue('');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await pictures(page, testInfo, 'resume-card-again-ar');
    await expectAccessible(page);

    await fillCard(page);
    await (await payButton(page)).click();
    await expect(page).toHaveURL(/\/ar\/thankyou\?booking=[0-9a-f-]+$/, { timeout: 20_000 });
    await expectStatus(page, 'ar', 'Confirmed');
    expect(await bookingOfKey(attempt)).toMatchObject({ status: 1, paid: true });
  });
});
