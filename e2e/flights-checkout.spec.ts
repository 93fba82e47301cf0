import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SANDBOX, desktop, expectAccessible, expectStored, hosts, lead, messages, phone } from './helpers';
import {
  cardFields,
  checkoutSubmit,
  chooseConfirmedFare,
  contactFields,
  dateField,
  dayAhead,
  expectConfirmed,
  expectStatus,
  fillDate,
  fillGuestTraveller,
  oneWayUrl,
  payButton,
  payByCard,
  paymentStep,
  travellerGroup,
  type Locale,
} from './flightsSupport';

/**
 * Checkout, payment and confirmation against the sandbox: a guest paying by card, a declined card
 * then a good one, an agent paying from the wallet, a price change accepted, Arabic on a phone.
 * Test cards: docs/flights-contract.md.
 */

const API_HEADERS = {
  apikey: 'sandbox-demo-key',
  'Whitelabel-Id': '101',
  version: '1',
  language: 'en',
  'Content-Type': 'application/json',
};
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** Each test its own route and date, so searches never share a routing. */
function searchUrl(locale: 'en' | 'ar', from: string, to: string, days: number): string {
  return oneWayUrl(hosts.skyline, locale, from, to, days);
}

/** A full-page picture at both widths for a visual check, in the test's output (or E2E_SHOTS_DIR). */
async function pictures(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    const file = `${name}-${viewport.width}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
  }
  await page.setViewportSize(desktop);
}

test.describe('flight checkout', () => {
  test('a guest books one way and pays by card; errors show, nothing typed is lost on reload', async ({
    page,
  }, testInfo) => {
    const t = messages.en;
    await page.setViewportSize(desktop);
    await chooseConfirmedFare(page, searchUrl('en', 'DXB', 'LHR', 20), 'en', 'held');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your booking');
    await expect(page.getByText(t.Checkout.guest_text)).toBeVisible();

    await (await checkoutSubmit(page)).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Please select a gender')).toBeVisible();
    const traveller = await travellerGroup(page, 0);
    const birth = await dateField(traveller, 'date_of_birth');
    await expect(traveller.getByRole('textbox', { name: t.Checkout.first_name })).toBeFocused();
    await fillDate(birth, '2020-01-01');
    await birth.getByRole('textbox', { name: t.DateField.year }).blur();
    await expect(page.getByText('An adult must be 12 or older on the travel date')).toBeVisible();
    await expectAccessible(page);

    await fillGuestTraveller(page);
    await pictures(page, testInfo, 'checkout-en');
    await expectStored(page, 'Sara', '501234567');
    await page.reload();
    await expect(traveller.getByRole('textbox', { name: t.Checkout.first_name })).toHaveValue('Sara');
    await expect((await contactFields(page)).phone).toHaveValue('501234567');

    await (await checkoutSubmit(page)).click();
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    const stored = await page.evaluate(() => window.localStorage.getItem('persist:club-101') ?? '');
    expect(stored).not.toContain('accessToken');
    await expectAccessible(page);
    await payByCard(page, GOOD_CARD);
    await expectConfirmed(page, 'en');
    // ARIA forbids naming a definition (<dd>): the payment summary's values keep their test ids.
    await expect(page.getByTestId('payment-method')).toContainText('4242');
    await expect(page.getByText('*****567')).toBeVisible();
    await expectAccessible(page);
    await pictures(page, testInfo, 'thankyou-en');
    await page.goto(page.url().replace('/en/', '/ar/'));
    await expectStatus(page, 'ar', 'Confirmed');
    await expectAccessible(page);
    await pictures(page, testInfo, 'thankyou-ar');
  });

  test('a declined card, then a good one', async ({ page }) => {
    await page.setViewportSize(desktop);
    await chooseConfirmedFare(page, searchUrl('en', 'DXB', 'CDG', 21), 'en', 'held');
    await fillGuestTraveller(page);
    await (await checkoutSubmit(page)).click();
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    await payByCard(page, DECLINED_CARD);
    await expect((await paymentStep(page)).getByRole('alert')).toHaveText(
      'This card is not valid, please enter another card',
    );
    await expect((await cardFields(page)).number).toHaveValue('');
    await payByCard(page, GOOD_CARD);
    await expectConfirmed(page, 'en');
  });

  test('a price change accepted: checkout shows and books the new price', async ({ page }) => {
    await page.setViewportSize(desktop);
    await chooseConfirmedFare(page, searchUrl('en', 'DXB', 'JFK', 22), 'en', 'changed');
    const total = page.getByTestId('checkout-total');
    await expect(total.locator('del')).toBeVisible();
    const newPrice = (await total.locator('strong').textContent()) ?? '';
    await fillGuestTraveller(page);
    await (await checkoutSubmit(page)).click();
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    await expect(await payButton(page)).toContainText(newPrice);
    await payByCard(page, '5555 5555 5555 4444');
    await expectConfirmed(page, 'en');
    await expect(page.getByTestId('amount-paid')).toHaveText(newPrice);
  });

  test('an agent pays from the wallet and the balance drops by the amount', async ({ page, context }) => {
    const login = await fetch(`${SANDBOX}/auth/login-with-password`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ email: 'agent@skyline.test', password: 'Travel@123' }),
    });
    const loginBody = (await login.json()) as { data: { token: string } };
    await context.addCookies([
      { name: 'auth_token', value: loginBody.data.token, url: hosts.skyline, sameSite: 'Lax' },
    ]);
    await page.setViewportSize(desktop);
    await chooseConfirmedFare(page, searchUrl('en', 'DXB', 'BOM', 23), 'en', 'held');
    const cookie = (await context.cookies()).find((c) => c.name === 'auth_token');
    const token = decodeURIComponent(cookie!.value);
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

    await expect(page.getByText(t.Checkout.guest_text)).toHaveCount(0);
    await fillGuestTraveller(page);
    await (await checkoutSubmit(page)).click();
    await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    const payment = await paymentStep(page);
    await payment.getByRole('radio', { name: t.Payment.methods.wallet }).check();
    await expect(payment.getByText(lead(t.Payment.wallet_balance))).toBeVisible();
    await (await payButton(page)).click();
    await expectConfirmed(page, 'en');
    await expect(page.getByTestId('payment-method')).toHaveText('Wallet');

    const bookingId = new URL(page.url()).searchParams.get('booking');
    const bookingResponse = await fetch(`${SANDBOX}/flight/booking/${bookingId}`, {
      headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    });
    const booking = ((await bookingResponse.json()) as { data: { amount: number; currency: string } }).data;
    const after = await balance();
    if (booking.currency === 'USD') expect(after).toBeCloseTo(before - booking.amount, 2);
    else expect(after).toBeLessThan(before);
  });

  test('Arabic on a 375px phone: right to left, no sideways scroll, accessible', async ({
    page,
  }, testInfo) => {
    const t = messages.ar;
    await page.setViewportSize(phone);
    await page.goto(`${hosts.skyline}/ar/flights/checkout`);
    await expect(page.getByRole('region', { name: t.Checkout.no_fare_title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم تختر أي سعر');
    await chooseConfirmedFare(page, searchUrl('ar', 'DXB', 'IST', 24), 'ar', 'held');
    await expect(page).toHaveURL(/\/ar\/flights\/checkout$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أكمل حجزك');
    await (await checkoutSubmit(page)).click();
    await expect(page.getByText('يُرجى إدخال رقم جواز السفر')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await pictures(page, testInfo, 'checkout-ar');
  });

  for (const [locale, viewport, days] of [
    ['en', desktop, 25],
    ['ar', phone, 26],
  ] as const) {
    test(`the contact's calling code is the searchable country picker (${locale}, ${viewport.width}px)`, async ({
      page,
    }, testInfo) => {
      // Countries that share a code each appear: the United Kingdom is found by its name, not Guernsey.
      await page.setViewportSize(viewport);
      await chooseConfirmedFare(page, searchUrl(locale, 'DXB', 'DOH', days), locale, 'held');
      const t = messages[locale];
      const toggle = page.getByRole('button', { name: lead(t.Auth.country_code_button) });
      await expect(toggle).toBeEnabled();
      await toggle.click();
      const search = page.getByRole('combobox', { name: t.Auth.search_country });
      await search.fill(locale === 'ar' ? 'المملكة المتحدة' : 'United K');
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toContainText(locale === 'ar' ? 'المملكة المتحدة' : 'United Kingdom');
      await expect(options.first()).toContainText('+44');
      await pictures(page, testInfo, `checkout-country-picker-${locale}`);
      await search.press('Enter');
      await expect(toggle).toContainText('+44');
      const box = await toggle.boundingBox();
      expect(box!.width).toBeLessThan(viewport.width / 2);
    });
  }

  for (const [locale, viewport] of [
    ['en', desktop],
    ['ar', phone],
  ] as const) {
    test(`${locale}: a family of four keeps its traveller headings while every field is typed in`, async ({
      page,
    }, testInfo) => {
      // Four travellers' forms, typed field by field, and pictures at two widths.
      test.setTimeout(120_000);
      const text = familyTexts[locale];
      await page.setViewportSize(viewport);
      const url = searchUrl(locale, 'DXB', 'CDG', 26).replace(
        'adults=1&children=0&infants=0',
        'adults=2&children=1&infants=1',
      );
      await chooseConfirmedFare(page, url, locale, 'held');
      await expectHeadings(page, text.headings);

      // Born well inside each passenger type on the travel date (26 days on).
      const year = Number(dayAhead(26).slice(0, 4));
      const births = [`${year - 40}-03-14`, `${year - 38}-11-02`, `${year - 7}-06-21`, dayAhead(-200)];
      for (const [index, heading] of text.headings.entries()) {
        const traveller = page.getByRole('group', { name: heading, exact: true });
        await traveller.getByLabel(text.first, { exact: true }).fill(`Sara${'abcd'[index]}`);
        await traveller.getByLabel(text.last, { exact: true }).fill('Haddad');
        await typeDate(traveller.getByRole('group', { name: text.dob }), births[index]!, text);
        await traveller.getByLabel(text.gender, { exact: true }).selectOption({ index: 1 + (index % 2) });
        await traveller.getByLabel(text.passport, { exact: true }).fill(`N123456${index}`);
        await typeDate(traveller.getByRole('group', { name: text.expiry }), `${year + 6}-01-31`, text);
      }
      await page.getByLabel(text.email, { exact: true }).fill('family@example.com');
      await page.getByLabel(text.mobile, { exact: true }).fill('501234567');

      await expectHeadings(page, text.headings);
      await expectAccessible(page);
      await pictures(page, testInfo, `checkout-family-${locale}`);
      await (await checkoutSubmit(page)).click();
      await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
    });
  }
});

interface FamilyTexts {
  headings: string[];
  first: string;
  last: string;
  dob: string;
  gender: string;
  passport: string;
  expiry: string;
  email: string;
  mobile: string;
  day: string;
  month: string;
  year: string;
}

function familyTextsOf(locale: Locale): FamilyTexts {
  const m = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
    Checkout: Record<string, string> & { traveller_title: Record<string, string> };
    DateField: Record<string, string>;
  };
  const c = m.Checkout;
  const title = (type: string, n: number) => c.traveller_title[type]!.replace('{n}', String(n));
  return {
    headings: [title('ADT', 1), title('ADT', 2), title('CHD', 1), title('INF', 1)],
    first: c.first_name!,
    last: c.last_name!,
    dob: c.date_of_birth!,
    gender: c.gender!,
    passport: c.passport_number!,
    expiry: c.passport_expiry!,
    email: c.email!,
    mobile: c.mobile_number!,
    day: m.DateField.day!,
    month: m.DateField.month!,
    year: m.DateField.year!,
  };
}
const familyTexts = { en: familyTextsOf('en'), ar: familyTextsOf('ar') };

/** The travellers' fieldsets, in order, are headed and named exactly these (their age rule describes them). */
async function expectHeadings(page: Page, headings: string[]) {
  const names = page.locator('fieldset.checkout-traveller > legend .checkout-traveller__name');
  await expect(names).toHaveText(headings);
  for (const heading of headings)
    await expect(page.getByRole('group', { name: heading, exact: true })).toHaveCount(1);
}

async function typeDate(group: Locator, isoDay: string, text: FamilyTexts) {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await group.getByLabel(text.day, { exact: true }).fill(day);
  await group.getByLabel(text.month, { exact: true }).selectOption(String(Number(month)));
  await group.getByLabel(text.year, { exact: true }).fill(year);
}
