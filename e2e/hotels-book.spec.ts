import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  SANDBOX,
  desktop,
  expectAccessible,
  expectStored,
  hosts,
  lead,
  messages,
  phone,
  type Locale,
} from './helpers';
import { dayAhead, payButton, payByCard, paymentStep } from './flightsSupport';
import {
  chooseRate,
  continueFromDetails,
  expectHotelConfirmed,
  fillGuests,
  submitCheckout,
} from './hotelsSupport';

/**
 * The hotel booking against the sandbox's generated inventory: a details URL, a rate per room, the
 * rate check (confirmed, changed, sold out), checkout and payment, the confirmation. Hotel 121064
 * (Dubai) has rates whose answers are fixed by their ids (docs/hotels-contract.md, rate check):
 * 121064-0-1 and 121064-1-1 confirm, 121064-0-0 changes price, 121064-3-3 is sold out.
 */

const HOTEL = 121064;
const API_HEADERS = {
  apikey: 'sandbox-demo-key',
  'Whitelabel-Id': '101',
  version: '1',
  language: 'en',
  'Content-Type': 'application/json',
};

/**
 * For the stay `days` ahead with two adults: a Dubai hotel with a rate the rate check answers as sold
 * out (about 1 rate in 25, decided by its id), that rate and one of the same hotel that confirms.
 */
async function aSoldOutRate(request: APIRequestContext, days: number) {
  const stay = {
    checkIn: dayAhead(days),
    checkOut: dayAhead(days + 2),
    rooms: [{ adults: 2, childAges: [] }],
  };
  for (let hotelId = 120001; hotelId <= 120060; hotelId += 1) {
    const details = await request.post(`${SANDBOX}/hotel/details`, {
      headers: API_HEADERS,
      data: { ...stay, hotelId },
    });
    if (!details.ok()) continue;
    const { data } = (await details.json()) as { data: { rooms: { rates: { rateId: string }[] }[] } };
    const answers = new Map<string, string>();
    for (const rateId of data.rooms.flatMap((room) => room.rates.map((rate) => rate.rateId))) {
      const checked = await request.post(`${SANDBOX}/hotel/rate-check`, {
        headers: API_HEADERS,
        data: { ...stay, hotelId, rateIds: [rateId] },
      });
      answers.set(rateId, ((await checked.json()) as { data: { status: string } }).data.status);
    }
    const soldOut = [...answers].find(([, status]) => status === 'UNAVAILABLE')?.[0];
    const other = [...answers].find(([, status]) => status === 'CONFIRMED')?.[0];
    if (soldOut && other) return { hotelId, soldOut, other };
  }
  throw new Error('no Dubai hotel with a sold-out rate for that stay');
}

/** Each test its own dates, so nothing is shared between them. */
function detailsUrl(locale: Locale, days: number, rooms: string[] = ['2'], hotelId = HOTEL): string {
  const room = rooms.map((r) => `&room=${r}`).join('');
  return `${hosts.skyline}/${locale}/hotels/details?hotelId=${hotelId}&checkIn=${dayAhead(days)}&checkOut=${dayAhead(days + 2)}${room}`;
}

async function pictures(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    const file = `${name}-${viewport.width}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
  }
  await page.setViewportSize(desktop);
}

test.describe('hotel booking', () => {
  test('a guest opens a hotel, picks a rate and pays by card', async ({ page }, testInfo) => {
    const t = messages.en.hotelBooking;
    await page.setViewportSize(desktop);
    await page.goto(detailsUrl('en', 40));
    await expect(page.getByRole('heading', { level: 2, name: t.rooms_and_rates })).toBeVisible();
    await expect(page.getByRole('button', { name: t.continue, exact: true })).toBeDisabled();
    await expectAccessible(page);
    await chooseRate(page, 1, `${HOTEL}-0-1`);
    await pictures(page, testInfo, 'hotel-details-en');
    await continueFromDetails(page, 'en');
    await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkout_title);
    await expect(page.getByText(t.guest_text)).toBeVisible();

    await fillGuests(page, 'en', [['Sara', 'Haddad']]);
    await expectStored(page, 'Sara', 'Haddad');
    await page.reload();
    await expect(page.getByTestId('lead-guest-1').getByRole('textbox', { name: t.first_name })).toHaveValue(
      'Sara',
    );
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-checkout-en');
    await submitCheckout(page, 'en');
    await payByCard(page);
    await expectHotelConfirmed(page, 'en');
    await expect(page.getByTestId('thankyou-guests')).toContainText('Sara Haddad');
    await expect(page.getByTestId('payment-method')).toContainText('4242');
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-thankyou-en');
  });

  test('two rooms, one with a child: a rate and a lead guest for each', async ({ page }) => {
    const t = messages.en.hotelBooking;
    await page.setViewportSize(desktop);
    await page.goto(detailsUrl('en', 41, ['2', '1-7']));
    await expect(page.getByTestId('search-room-2')).toContainText('1 adult, 1 child (aged 7)');
    await chooseRate(page, 1, `${HOTEL}-0-1`);
    await chooseRate(page, 2, `${HOTEL}-1-1`);
    await continueFromDetails(page, 'en');
    await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
    await expect(page.getByTestId('stay-room-2')).toContainText('1 adult, 1 child');
    await fillGuests(page, 'en', [
      ['Sara', 'Haddad'],
      ['Omar', 'Haddad'],
    ]);
    await page.getByTestId('arrival-time').selectOption('18:00');
    await submitCheckout(page, 'en');
    await payByCard(page);
    await expectHotelConfirmed(page, 'en');
    await expect(page.getByTestId('thankyou-guests')).toContainText('Omar Haddad');
    await expect(page.getByText(t.arrival_at.replace('{time}', '18:00'))).toBeVisible();
  });

  test('an agent pays from the wallet and the balance drops by the amount', async ({ page, context }) => {
    const login = await fetch(`${SANDBOX}/auth/login-with-password`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ email: 'agent@skyline.test', password: 'Travel@123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'auth_token', value: token, url: hosts.skyline, sameSite: 'Lax' }]);
    const agentId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: number })
      .id;
    const balance = async () => {
      const response = await fetch(`${SANDBOX}/agent/wallet/available/balance/${agentId}`, {
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
      });
      return Number(
        ((await response.json()) as { data: { availableBalance: number } }).data.availableBalance,
      );
    };
    const before = await balance();
    const t = messages.en;
    await page.setViewportSize(desktop);
    await page.goto(detailsUrl('en', 42));
    await chooseRate(page, 1, `${HOTEL}-0-1`);
    await continueFromDetails(page, 'en');
    await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
    await expect(page.getByText(t.hotelBooking.guest_text)).toHaveCount(0);
    await fillGuests(page, 'en', [['Sara', 'Haddad']]);
    await submitCheckout(page, 'en');
    const payment = await paymentStep(page);
    await payment.getByRole('radio', { name: t.Payment.methods.wallet }).check();
    await expect(payment.getByText(lead(t.Payment.wallet_balance))).toBeVisible();
    await (await payButton(page)).click();
    await expectHotelConfirmed(page, 'en');
    await expect(page.getByTestId('payment-method')).toHaveText('Wallet');
    const bookingId = new URL(page.url()).searchParams.get('booking');
    const response = await fetch(`${SANDBOX}/hotel/booking/${bookingId}`, {
      headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    });
    const booking = ((await response.json()) as { data: { amount: number; currency: string } }).data;
    const after = await balance();
    if (booking.currency === 'USD') expect(after).toBeCloseTo(before - booking.amount, 2);
    else expect(after).toBeLessThan(before);
  });

  test('a price change is shown old → new and books at the new price once accepted', async ({ page }) => {
    const t = messages.en.hotelBooking;
    await page.setViewportSize(desktop);
    await page.goto(detailsUrl('en', 43));
    await chooseRate(page, 1, `${HOTEL}-0-0`);
    await continueFromDetails(page, 'en');
    const changed = page.getByTestId('price-changed');
    await expect(changed).toContainText(lead(t.price_changed));
    await changed.getByRole('button', { name: t.continue_new_price }).click();
    await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
    await expect(page.getByText(lead(t.price_was))).toBeVisible();
    const total = (await page.getByTestId('stay-total').textContent()) ?? '';
    await fillGuests(page, 'en', [['Sara', 'Haddad']]);
    await submitCheckout(page, 'en');
    await expect(await payButton(page)).toContainText(total);
    await payByCard(page);
    await expectHotelConfirmed(page, 'en');
    await expect(page.getByTestId('amount-paid')).toHaveText(total);
  });

  test('a sold-out rate says so and the visitor picks another', async ({ page, request }) => {
    const t = messages.en.hotelBooking;
    const { hotelId, soldOut, other } = await aSoldOutRate(request, 44);
    await page.setViewportSize(desktop);
    await page.goto(detailsUrl('en', 44, ['2'], hotelId));
    await chooseRate(page, 1, soldOut);
    await continueFromDetails(page, 'en');
    const room = page.getByTestId('search-room-1');
    await expect(room.getByRole('alert')).toHaveText(t.sold_out_choose_other);
    await expect(room.getByTestId(`rate-${soldOut}`)).toHaveCount(0);
    await chooseRate(page, 1, other);
    await continueFromDetails(page, 'en');
    await expect(page).toHaveURL(/\/en\/hotels\/checkout$/);
  });

  test('a bad details URL is answered 400 with the Invalid URL page naming the rule', async ({ page }) => {
    const t = messages.en;
    const url = `${hosts.skyline}/en/hotels/details?hotelId=${HOTEL}&checkIn=${dayAhead(10)}&checkOut=${dayAhead(9)}&room=2`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Messages.invalid_url_title);
    await expect(page.getByTestId('invalid-reason')).toContainText('must be after the check-in date');
    const rooms = await page.goto(
      `${hosts.skyline}/en/hotels/details?hotelId=${HOTEL}&checkIn=${dayAhead(10)}&checkOut=${dayAhead(12)}&room=2-18`,
    );
    expect(rooms?.status()).toBe(400);
    await expect(page.getByTestId('invalid-reason')).toContainText('older than 17');
  });

  test('Arabic on a 375px phone: details and checkout right to left, accessible', async ({
    page,
  }, testInfo) => {
    const t = messages.ar.hotelBooking;
    await page.setViewportSize(phone);
    await page.goto(detailsUrl('ar', 45));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: t.rooms_and_rates })).toBeVisible();
    await chooseRate(page, 1, `${HOTEL}-0-1`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-details-ar');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/hotels\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkout_title);
    await expectAccessible(page);
    await pictures(page, testInfo, 'hotel-checkout-ar');
  });
});
