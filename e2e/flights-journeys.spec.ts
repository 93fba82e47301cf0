import { expect, test } from '@playwright/test';
import { cookieToken } from './headerSupport';
import { SANDBOX, desktop, expectAccessible, hosts, phone } from './helpers';
import {
  checkoutSubmit,
  chooseConfirmedFare,
  dateField,
  dayAhead,
  expectConfirmed,
  expectDate,
  expectLegs,
  expectNoSidewaysScroll,
  fillContact,
  fillTraveller,
  logInThroughPopup,
  multicityUrl,
  payByCard,
  picture,
  roundTripUrl,
  texts,
  travellerGroup,
  type Locale,
} from './flightsSupport';

/**
 * Whole journeys against the sandbox: a customer books a round trip, filling the traveller from the
 * account's saved travellers; a guest books a three-leg multicity trip. English on a desktop and
 * Arabic on a 375px phone. Each test searches its own route and dates, so no two share a routing.
 */

test.describe.configure({ timeout: 120_000 });

interface SavedPerson {
  name: string;
  first: string;
  last: string;
  dob: string;
  passport: string;
}

const roundTrips = [
  {
    title: 'English, 1280px',
    host: hosts.skyline,
    clubId: 101,
    locale: 'en' as Locale,
    viewport: desktop,
    email: 'customer@skyline.test',
    route: ['DXB', 'MAD'] as const,
    days: 30,
    saved: { name: 'Sara Haddad', first: 'Sara', last: 'Haddad', dob: '1990-04-12', passport: 'N4821937' },
    // Born 2018: a child, never offered for an adult.
    tooYoung: 'Adam Haddad',
  },
  {
    // Nakhla's customer prefers Arabic, so the login keeps the page in Arabic.
    title: 'Arabic, 375px',
    host: hosts.nakhla,
    clubId: 102,
    locale: 'ar' as Locale,
    viewport: phone,
    email: 'customer@nakhla.test',
    route: ['RUH', 'CAI'] as const,
    days: 31,
    saved: {
      name: 'Noura Alotaibi',
      first: 'Noura',
      last: 'Alotaibi',
      dob: '1992-09-20',
      passport: 'P5519062',
    },
    tooYoung: null,
  },
] satisfies {
  title: string;
  host: string;
  clubId: number;
  locale: Locale;
  viewport: { width: number; height: number };
  email: string;
  route: readonly [string, string];
  days: number;
  saved: SavedPerson;
  tooYoung: string | null;
}[];

async function savedTravellersOf(clubId: number, token: string): Promise<{ passportNumber: string }[]> {
  const response = await fetch(`${SANDBOX}/traveler`, {
    headers: {
      apikey: 'sandbox-demo-key',
      'Whitelabel-Id': String(clubId),
      version: '1',
      Authorization: `Bearer ${token}`,
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { passportNumber: string }[] }).data;
}

for (const trip of roundTrips) {
  test(`a customer books a round trip with a saved traveller and pays by card (${trip.title})`, async ({
    page,
  }, testInfo) => {
    const text = texts[trip.locale];
    const [from, to] = trip.route;
    await page.setViewportSize(trip.viewport);
    await chooseConfirmedFare(page, roundTripUrl(trip.host, trip.locale, from, to, trip.days), trip.locale);

    // A guest is offered login, and no saved travellers.
    const guest = page.getByText(text.Checkout.guest_text);
    const traveller = await travellerGroup(page, 0);
    const select = traveller.getByRole('combobox', { name: text.Checkout.saved.label, includeHidden: true });
    await expect(guest).toBeVisible();
    await expect(select).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: text.Checkout.login, exact: true }).click();
    await logInThroughPopup(page, trip.email);

    // The login reloads checkout for the customer: the form is back, with the saved travellers.
    await expect(page).toHaveURL(new RegExp(`/${trip.locale}/flights/checkout$`));
    await expect(page.locator('html')).toHaveAttribute('dir', trip.locale === 'ar' ? 'rtl' : 'ltr');
    await expect(guest).toHaveCount(0);
    await expect(select).toBeEnabled();
    await expect(page.getByLabel(text.Checkout.saved.label, { exact: true })).toBeVisible();
    if (trip.tooYoung) await expect(select.locator('option', { hasText: trip.tooYoung })).toHaveCount(0);
    const value = await select.locator('option', { hasText: trip.saved.name }).getAttribute('value');
    await select.selectOption(value!);

    await expect(traveller.getByRole('textbox', { name: text.Checkout.first_name })).toHaveValue(
      trip.saved.first,
    );
    await expect(traveller.getByRole('textbox', { name: text.Checkout.last_name })).toHaveValue(
      trip.saved.last,
    );
    await expectDate(await dateField(traveller, 'date_of_birth'), trip.saved.dob);
    await expect(traveller.getByRole('textbox', { name: text.Checkout.passport_number })).toHaveValue(
      trip.saved.passport,
    );
    await expect(traveller.getByText(text.Checkout.saved.in_account, { exact: true })).toBeVisible();
    await fillContact(page, trip.email);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await picture(page, testInfo, `checkout-saved-${trip.locale}`);

    await (await checkoutSubmit(page)).click();
    await payByCard(page);
    await expectConfirmed(page, trip.locale);
    await expectLegs(page, trip.locale, [
      [from, to],
      [to, from],
    ]);
    await expect(page.getByRole('region', { name: text.Checkout.travellers_title })).toContainText(
      trip.saved.name,
    );
    await expectNoSidewaysScroll(page);
    await picture(page, testInfo, `thankyou-roundtrip-${trip.locale}`);

    // Filled and unchanged: the account still holds the same travellers, nothing added.
    const saved = await savedTravellersOf(trip.clubId, await cookieToken(page));
    expect(saved.filter((s) => s.passportNumber === trip.saved.passport)).toHaveLength(1);
    expect(saved).toHaveLength(2);
  });
}

const multicities = [
  {
    title: 'English, 1280px',
    host: hosts.skyline,
    locale: 'en' as Locale,
    viewport: desktop,
    airports: ['DXB', 'FRA', 'ZRH'] as [string, string, string],
    days: 40,
  },
  {
    title: 'Arabic, 375px',
    host: hosts.nakhla,
    locale: 'ar' as Locale,
    viewport: phone,
    airports: ['JED', 'IST', 'ATH'] as [string, string, string],
    days: 41,
  },
];

for (const trip of multicities) {
  test(`a guest books a three-leg multicity trip by card (${trip.title})`, async ({ page }, testInfo) => {
    const text = texts[trip.locale];
    const [a, b, c] = trip.airports;
    await page.setViewportSize(trip.viewport);
    await chooseConfirmedFare(
      page,
      multicityUrl(trip.host, trip.locale, trip.airports, trip.days),
      trip.locale,
    );
    await expect(page.getByText(text.Checkout.guest_text)).toBeVisible();
    const traveller = await travellerGroup(page, 0);
    await expect(
      traveller.getByRole('combobox', { name: text.Checkout.saved.label, includeHidden: true }),
    ).toHaveCount(0);
    await expect(traveller.getByRole('checkbox', { includeHidden: true })).toHaveCount(0);

    await fillTraveller(page, 0, {
      first: 'Karim',
      last: 'Mansour',
      dob: '1984-07-09',
      gender: 'M',
      passport: 'M3390417',
      expiry: dayAhead(5 * 365),
    });
    await fillContact(page, 'karim.mansour@example.com');
    await expectNoSidewaysScroll(page);
    await (await checkoutSubmit(page)).click();
    await payByCard(page);
    await expectConfirmed(page, trip.locale);
    await expectLegs(page, trip.locale, [
      [a, b],
      [b, c],
      [c, a],
    ]);
    await expect(page.getByRole('region', { name: text.Checkout.travellers_title })).toContainText(
      'Karim Mansour',
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await picture(page, testInfo, `thankyou-multicity-${trip.locale}`);
  });
}
