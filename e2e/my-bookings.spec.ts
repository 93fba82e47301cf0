import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import {
  desktop,
  escapeRegExp,
  expectAccessible,
  messages,
  phone,
  solveCaptcha,
  type Locale,
} from './helpers';
import { expectConfirmed } from './flightsSupport';
import { mailTo, nextMailedCode } from './mail';
import {
  aFlightBooking,
  aHotelBooking as aStayBooking,
  logInByApi,
  nakhla,
  skyline,
  verifiedCustomer,
  type Club,
} from './bookingsSupport';

/**
 * My bookings (issue 16) against the sandbox: a customer books a flight and a hotel through the
 * API (the site's checkout has journeys of its own), finds both under Upcoming and opens each, opens a refundable booking, cancels it
 * with a reason and finds it under Cancelled with its refund Pending; the same in Arabic on a phone;
 * an agent is sent away; a guest who booked (through the API, the pass in the tab as the checkout
 * leaves it) reopens the booking in another tab through Manage
 * booking with the e-mailed code, then signs up with the booking's e-mail and finds it in My
 * bookings. The refundable booking is made through the API (the site's results cannot be told to
 * offer a refundable fare). Hotel bookings: one booked through the API is found on the Hotels tab
 * under Upcoming, opened and cancelled free of charge before its rate's deadline; its confirmation
 * opened without the tab's access offers Manage booking.
 */

let sequence = 0;

/** A verified customer of the club, made through the API, and a login token. */
async function freshCustomer(club: Club, locale: Locale): Promise<string> {
  sequence += 1;
  return verifiedCustomer(club, locale, `e2e.bookings.${Date.now()}.${process.pid}.${sequence}@mail.test`);
}

async function signInBrowser(context: BrowserContext, club: Club, token: string) {
  await context.addCookies([{ name: 'auth_token', value: token, url: club.host, sameSite: 'Lax' }]);
}

/** The bookings these customers make through the API name this contact, not their own e-mail. */
const CONTACT = 'sara@example.com';

/** A refundable one-way fare, booked and paid (by card) by the customer through the API. */
const aRefundableBooking = (club: Club, locale: Locale, token: string, to: string, days: number) =>
  aFlightBooking(club, locale, token, CONTACT, { to, days, refundable: true });

/** A stay with a refundable rate (free cancellation for weeks yet), booked and paid (by card) through the API. */
const aHotelBooking = (club: Club, locale: Locale, token: string, days: number) =>
  aStayBooking(club, locale, token, CONTACT, {
    days,
    refundable: true,
    requests: { specialRequests: 'A quiet room, please', arrivalTime: '18:30' },
  });

function moduleTab(page: Page, locale: Locale, name: 'flights' | 'hotels') {
  return page.getByRole('tab', {
    name: new RegExp(`^${escapeRegExp(messages[locale].myBookings[name])}`),
  });
}

async function pictures(page: Page, testInfo: TestInfo, name: string, viewports = [desktop, phone]) {
  const dir = process.env.E2E_SHOTS_DIR;
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const file = `${name}-${viewport.width}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

function tab(page: Page, locale: Locale, name: 'upcoming' | 'cancelled' | 'completed' | 'failed') {
  return page.getByRole('tab', {
    name: new RegExp(`^${escapeRegExp(messages[locale].myBookings.tabs[name])}`),
  });
}

function row(page: Page, reference: string) {
  return page.getByTestId('booking-row').filter({ hasText: reference });
}

/** On the detail page: the quote, the reason, the confirmation; the booking shows Cancelled. */
async function cancelWithReason(page: Page, locale: Locale, reason: string) {
  const m = messages[locale].myBookings;
  const t = messages[locale].ThankYou;
  await page.getByRole('button', { name: m.cancel_booking }).click();
  await expect(page.getByTestId('refund-quote')).toBeVisible();
  await page.getByRole('button', { name: m.confirm_cancel }).click();
  await expect(page.getByText(messages[locale].Validation.reason_require)).toBeVisible();
  await page.getByRole('textbox', { name: m.reason_label }).fill(reason);
  await page.getByRole('button', { name: m.confirm_cancel }).click();
  await expect(page.getByTestId('booking-status')).toHaveText(t.statuses.Cancelled);
  await expect(page.getByTestId('refund')).toContainText(t.refund_statuses.Pending);
  await expect(page.getByTestId('status-history')).toContainText(t.statuses.CancelRequested);
}

test.describe('My bookings', () => {
  test('a customer books a flight and a hotel, finds both under Upcoming, cancels the refundable flight with a reason and sees its refund Pending then Refunded (English, 1280px)', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(360_000);
    const locale: Locale = 'en';
    const m = messages.en.myBookings;
    await page.setViewportSize(desktop);

    // A guest is offered the login.
    await page.goto(`${skyline.host}/en/my-bookings`);
    await expect(page.getByText(m.guest_text)).toBeVisible();
    await expect(page.getByRole('button', { name: m.login, exact: true })).toBeVisible();

    const token = await freshCustomer(skyline, locale);
    await signInBrowser(context, skyline, token);

    // A flight booked and paid by card (through the API: the site's checkout is the journeys' to
    // test, flights-journeys.spec.ts for a customer), its confirmation opened as its owner.
    const flight = await aFlightBooking(skyline, locale, token, CONTACT, { to: 'CDG', days: 26 });
    await page.goto(`${skyline.host}/en/thankyou?booking=${flight.bookingId}`);
    await expectConfirmed(page, 'en');
    const booked = (await page.getByTestId('booking-reference').textContent())!.trim();
    expect(booked).toBe(flight.reference);

    const refundable = await aRefundableBooking(skyline, locale, token, 'LHR', 32);
    const stay = await aHotelBooking(skyline, locale, token, 36);

    await page.goto(`${skyline.host}/en/my-bookings`);
    await expect(tab(page, locale, 'upcoming')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, locale, 'upcoming')).toHaveText(`${m.tabs.upcoming} 2`);
    await expect(row(page, booked)).toBeVisible();
    await expect(row(page, refundable.reference)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'my-bookings-en');

    // The hotel booked by the same customer is under Upcoming on the Hotels tab, and opens.
    await moduleTab(page, locale, 'hotels').click();
    await expect(tab(page, locale, 'upcoming')).toHaveText(`${m.tabs.upcoming} 1`);
    await row(page, stay.reference).click();
    await expect(page).toHaveURL(new RegExp(`/en/my-bookings/hotels/${stay.bookingId}$`));
    await expect(page.getByTestId('booking-status')).toHaveText(messages.en.ThankYou.statuses.Confirmed);
    await expect(page.getByTestId('stay-summary')).toBeVisible();
    await page.getByRole('link', { name: m.back }).click();
    await moduleTab(page, locale, 'flights').click();
    await expect(row(page, refundable.reference)).toBeVisible();

    await tab(page, locale, 'completed').click();
    await expect(page.getByText(m.no_records)).toBeVisible();
    await tab(page, locale, 'upcoming').click();

    await row(page, refundable.reference).click();
    await expect(page).toHaveURL(new RegExp(`/en/my-bookings/flights/${refundable.bookingId}$`));
    await expect(page.getByTestId('booking-status')).toHaveText(messages.en.ThankYou.statuses.Confirmed);
    await expect(page.getByText('*****567')).toBeVisible();
    await expect(page.getByText(m.rule_refundable)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'booking-detail-en');

    await cancelWithReason(page, locale, 'My plans changed');
    await expect(page.getByText(`${m.cancel_reason} My plans changed`)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'booking-cancelled-en');

    await page.getByRole('link', { name: m.back }).click();
    await expect(tab(page, locale, 'cancelled')).toHaveText(`${m.tabs.cancelled} 1`);
    await tab(page, locale, 'cancelled').click();
    await expect(row(page, refundable.reference)).toContainText(messages.en.ThankYou.refund_statuses.Pending);
    await expect(row(page, booked)).toHaveCount(0);

    // The bank settles the refund (45 s in the end-to-end sandbox): the list, read again, says Refunded.
    const refunded = `${m.refund_status.replace('{status}', messages.en.ThankYou.refund_statuses.Refunded)}`;
    await expect
      .poll(
        async () => {
          await page.reload();
          await tab(page, locale, 'cancelled').click();
          return row(page, refundable.reference).textContent();
        },
        { timeout: 120_000, intervals: [5_000] },
      )
      .toContain(refunded);
    await row(page, refundable.reference).click();
    await expect(page.getByTestId('refund')).toContainText(messages.en.ThankYou.refund_statuses.Refunded);
  });

  test('in Arabic on a phone: the list, the detail and the cancellation, right to left', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    const locale: Locale = 'ar';
    const m = messages.ar.myBookings;
    await page.setViewportSize(phone);
    const token = await freshCustomer(nakhla, locale);
    const refundable = await aRefundableBooking(nakhla, locale, token, 'LHR', 34);
    await signInBrowser(context, nakhla, token);

    await page.goto(`${nakhla.host}/ar/my-bookings`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expect(row(page, refundable.reference)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'my-bookings-ar', [phone, desktop]);

    await row(page, refundable.reference).click();
    await expect(page.getByTestId('booking-status')).toHaveText(messages.ar.ThankYou.statuses.Confirmed);
    await cancelWithReason(page, locale, 'تغيرت خططي');
    await expectAccessible(page);
    await pictures(page, testInfo, 'booking-cancelled-ar', [phone, desktop]);

    await page.getByRole('link', { name: m.back }).click();
    await tab(page, locale, 'cancelled').click();
    await expect(row(page, refundable.reference)).toBeVisible();
  });

  test('a hotel booking is found on the Hotels tab under Upcoming, opened and cancelled free of charge (English, 1280px)', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    const locale: Locale = 'en';
    const m = messages.en.myBookings;
    await page.setViewportSize(desktop);
    const token = await freshCustomer(skyline, locale);
    const hotel = await aHotelBooking(skyline, locale, token, 40);

    // Its confirmation opened without this tab's access (logged out, another device) offers
    // Manage booking: a real page (200), not "Page not found".
    const thankYou = await page.goto(`${skyline.host}/en/thankyou?booking=${hotel.bookingId}&type=hotel`);
    expect(thankYou?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.en.manageBooking.no_access_title,
    );
    await expect(page.getByText(messages.en.NotFound.title)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: messages.en.manageBooking.reference })).toHaveValue('');

    await signInBrowser(context, skyline, token);

    await page.goto(`${skyline.host}/en/my-bookings`);
    await expect(moduleTab(page, locale, 'hotels')).toHaveText(`${m.hotels} 1`);
    await moduleTab(page, locale, 'hotels').click();
    await expect(moduleTab(page, locale, 'hotels')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, locale, 'upcoming')).toHaveText(`${m.tabs.upcoming} 1`);
    await expect(row(page, hotel.reference)).toContainText('Sara Haddad');
    await expectAccessible(page);
    await pictures(page, testInfo, 'my-bookings-hotels-en');

    await row(page, hotel.reference).click();
    await expect(page).toHaveURL(new RegExp(`/en/my-bookings/hotels/${hotel.bookingId}$`));
    await expect(page.getByTestId('booking-status')).toHaveText(messages.en.ThankYou.statuses.Confirmed);
    await expect(page.getByTestId('stay-summary')).toBeVisible();
    await expect(page.getByTestId('cancel-policy')).toContainText('Cancelling is free until');
    await expect(page.getByText(/A quiet room, please/)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-booking-detail-en');

    await cancelWithReason(page, locale, 'My plans changed');
    await expect(page.getByTestId('status-history')).toContainText(messages.en.ThankYou.statuses.Cancelled);
    await pictures(page, testInfo, 'hotel-booking-cancelled-en');

    await page.getByRole('link', { name: m.back }).click();
    await expect(moduleTab(page, locale, 'hotels')).toHaveAttribute('aria-selected', 'true');
    await tab(page, locale, 'cancelled').click();
    await expect(row(page, hotel.reference)).toBeVisible();
  });

  test('a hotel booking in Arabic on a phone: the Hotels tab and the booking, right to left', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const locale: Locale = 'ar';
    const m = messages.ar.myBookings;
    await page.setViewportSize(phone);
    const token = await freshCustomer(nakhla, locale);
    const hotel = await aHotelBooking(nakhla, locale, token, 45);
    await signInBrowser(context, nakhla, token);

    await page.goto(`${nakhla.host}/ar/my-bookings?module=hotels`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(moduleTab(page, locale, 'hotels')).toHaveAttribute('aria-selected', 'true');
    await expect(moduleTab(page, locale, 'hotels')).toHaveText(`${m.hotels} 1`);
    await expect(row(page, hotel.reference)).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'my-bookings-hotels-ar', [phone, desktop]);

    await row(page, hotel.reference).click();
    await expect(page.getByTestId('booking-status')).toHaveText(messages.ar.ThankYou.statuses.Confirmed);
    await expect(page.getByTestId('cancel-policy')).toContainText('الإلغاء مجاني حتى');
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-booking-detail-ar', [phone, desktop]);
  });

  test('an agent is sent away from My bookings', async ({ page, context }) => {
    const token = await logInByApi(skyline, 'en', 'agent@skyline.test');
    await signInBrowser(context, skyline, token);
    await page.setViewportSize(desktop);
    await page.goto(`${skyline.host}/en/my-bookings`);
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(skyline.host)}/en/?$`));
  });

  test('a guest books, and reopens the booking in another tab through Manage booking with the e-mailed code', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    const t = messages.en;
    const mb = t.manageBooking;
    await page.setViewportSize(desktop);
    sequence += 1;
    const email = `e2e.guest.${Date.now()}.${process.pid}.${sequence}@mail.test`;

    // The guest's booking, made and paid by card through the API (the site's guest checkout is
    // flights-checkout.spec.ts's to test); this tab holds its pass, as the checkout leaves it.
    const guestBooking = await aFlightBooking(skyline, 'en', null, email, { to: 'CDG', days: 27 });
    await page.addInitScript(
      ([id, pass]) => window.sessionStorage.setItem(`booking-access:${id}`, pass!),
      [guestBooking.bookingId, guestBooking.accessToken],
    );
    await page.goto(`${skyline.host}/en/thankyou?booking=${guestBooking.bookingId}`);
    await expectConfirmed(page, 'en');
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    // Another tab has not this tab's access: the confirmation explains and offers Manage booking.
    const other = await context.newPage();
    await other.setViewportSize(desktop);
    await other.goto(page.url());
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(mb.no_access_title);
    await expect(other.getByText(t.NotFound.title)).toHaveCount(0);
    await expectAccessible(other);

    const seen = await mailTo(skyline.id, email);
    await other.getByRole('textbox', { name: mb.reference }).fill(reference.toLowerCase());
    await other.getByRole('textbox', { name: mb.email }).fill(email);
    await solveCaptcha(other.locator('main'));
    await other.getByRole('button', { name: mb.send_code }).click();
    await expect(other.getByText(email)).toBeVisible();
    const code = await nextMailedCode(skyline.id, email, seen);
    await other.getByRole('textbox', { name: mb.code }).fill(code);
    await other.getByRole('button', { name: mb.open_booking }).click();

    await expect(other).toHaveURL(new RegExp(`/en/my-bookings/flights/${bookingId}$`));
    await expect(other.getByTestId('booking-status')).toHaveText(t.ThankYou.statuses.Confirmed);
    await expect(other.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(other.getByRole('button', { name: t.myBookings.cancel_booking })).toBeVisible();
    await expectAccessible(other);
    await pictures(other, testInfo, 'manage-booking-detail-en');

    // The guest signs up with the booking's e-mail: once it is verified, the booking is in My bookings.
    const token = await verifiedCustomer(skyline, 'en', email);
    await signInBrowser(context, skyline, token);
    await other.goto(`${skyline.host}/en/my-bookings`);
    await expect(row(other, reference)).toBeVisible();
    await row(other, reference).click();
    await expect(other).toHaveURL(new RegExp(`/en/my-bookings/flights/${bookingId}$`));
    await expect(other.getByTestId('booking-status')).toHaveText(t.ThankYou.statuses.Confirmed);

    // The footer leads to the same form, in Arabic on a phone too.
    await other.setViewportSize(phone);
    await other.goto(`${nakhla.host}/ar`);
    await other.getByRole('link', { name: messages.ar.Footer.manage_booking }).click();
    await expect(other).toHaveURL(/\/ar\/manage-booking$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(messages.ar.manageBooking.title);
    await expectAccessible(other);
    await pictures(other, testInfo, 'manage-booking-ar', [phone, desktop]);
  });
});
