import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { desktop, fill, lead, messages, phone, type Locale } from './helpers';
import { aFlightBooking, skyline, unique, verifiedCustomer } from './bookingsSupport';

/**
 * The itinerary offline (issue 35, docs/offline.md): the service worker keeps the booking a
 * customer (or a guest) viewed and the PDF they downloaded, serves both with the network off,
 * and drops them at logout. A new deployment's worker taking over: e2e/offline-update.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_CACHE = 'offline-bookings-v1';

/** Waits until the worker controls the page (it registers once the page has loaded). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

async function picture(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
}

/** Downloads the e-ticket from the Documents section and checks it is a PDF. */
async function downloadsTicket(page: Page, locale: Locale) {
  const t = messages[locale].bookingDocuments;
  const button = page.getByRole('button', { name: fill(t.download, { document: t.types.ticket }) });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // The button is itself again once the file is handed over (and the page is pictured like that).
  await expect(button).toBeEnabled();
}

/** The booking's page has shown the booking, and says the copy is saved for offline use. */
async function showsSavedBooking(page: Page, locale: Locale, reference: string) {
  const t = messages[locale].myBookings;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference, { timeout: 20_000 });
  await expect(page.getByTestId('offline-copy')).toContainText(lead(t.saved_offline));
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, OFFLINE_CACHE);
}

test('a customer’s viewed booking and e-ticket open with the network off, and go at logout (English, 1280px)', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(desktop);
  const email = `e2e.offline.${unique()}@mail.test`;
  const token = await verifiedCustomer(skyline, 'en', email);
  const flight = await aFlightBooking(skyline, 'en', token, email);
  await context.addCookies([{ name: 'auth_token', value: token, url: skyline.host, sameSite: 'Lax' }]);
  const url = `${skyline.host}/en/my-bookings/flights/${flight.bookingId}`;

  // First visit: the worker arrives after the booking was read, and reads it again through itself.
  await page.goto(url);
  await controlledByWorker(page);
  await showsSavedBooking(page, 'en', flight.reference);
  await downloadsTicket(page, 'en');
  // The copies are keyed by a hash of the login: the token itself is nowhere in the cache.
  await expect.poll(() => cachedUrls(page)).toHaveLength(3);
  const keys = await cachedUrls(page);
  expect(keys.some((key) => key.includes(token))).toBe(false);
  expect(keys.filter((key) => key.includes('/documents/ticket'))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await showsSavedBooking(page, 'en', flight.reference);
  await expect(page.getByTestId('offline-modal')).toHaveCount(0);
  await downloadsTicket(page, 'en');
  await picture(page, testInfo, 'offline-booking-en');
  await page.setViewportSize(phone);
  await picture(page, testInfo, 'offline-booking-en');
  await page.setViewportSize(desktop);

  // A page that needs the network shows the offline dialog, as before.
  await page.getByRole('link', { name: messages.en.myBookings.back }).click();
  await expect(page.getByRole('dialog', { name: messages.en.Offline.title })).toBeVisible();

  await context.setOffline(false);
  await page.goto(url);
  await showsSavedBooking(page, 'en', flight.reference);
  await page.getByRole('button', { name: lead(messages.en.ProfileMenu.menu_label) }).click();
  await page.getByRole('button', { name: messages.en.ProfileMenu.logout }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => cachedUrls(page)).toEqual([]);

  await context.setOffline(true);
  // Nothing of the booking is left: the page that needs the network, with the offline dialog.
  await page.goto(url);
  await expect(page.getByRole('dialog', { name: messages.en.Offline.title })).toBeVisible();
  await expect(page.getByText(flight.reference)).toHaveCount(0);
  await context.setOffline(false);
});

test('a guest’s booking opened with its pass is readable offline (Arabic, 375px)', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  const flight = await aFlightBooking(skyline, 'ar', null, `e2e.offline.guest.${unique()}@mail.test`);
  // The pass lives in the tab's session storage, as Manage booking and the checkout keep it.
  await page.goto(`${skyline.host}/ar`);
  await page.evaluate(
    ([id, pass]) => sessionStorage.setItem(`booking-access:${id}`, pass!),
    [flight.bookingId, flight.accessToken],
  );
  await controlledByWorker(page);
  await page.goto(`${skyline.host}/ar/my-bookings/flights/${flight.bookingId}`);
  await showsSavedBooking(page, 'ar', flight.reference);
  await downloadsTicket(page, 'ar');
  const keys = await cachedUrls(page);
  expect(keys.some((key) => key.includes(flight.accessToken))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await showsSavedBooking(page, 'ar', flight.reference);
  await expect(page.getByTestId('offline-modal')).toHaveCount(0);
  await downloadsTicket(page, 'ar');
  await picture(page, testInfo, 'offline-booking-ar');
  await page.setViewportSize(desktop);
  await picture(page, testInfo, 'offline-booking-ar');
  await context.setOffline(false);
});
