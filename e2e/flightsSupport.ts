import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  desktop,
  escapeRegExp,
  lead,
  logInInPopup,
  messages,
  phone,
  textsOf,
  type Messages,
} from './helpers';

/** Searches, fare choice, traveller forms, card payment and login for the flight journeys. */

export type Locale = 'en' | 'ar';

export const texts = messages;

export const PASSWORD = 'Travel@123';
export const GOOD_CARD = '4242 4242 4242 4242';

export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const PASSENGERS = 'adults=1&children=0&infants=0&cabin=economy';

export function roundTripUrl(host: string, locale: Locale, from: string, to: string, days: number): string {
  return `${host}/${locale}/flights?type=roundtrip&from=${from}&to=${to}&depart=${dayAhead(days)}&return=${dayAhead(days + 7)}&${PASSENGERS}`;
}

/** Three legs, three days apart from `days` on. */
export function multicityUrl(host: string, locale: Locale, airports: [string, string, string], days: number) {
  const [a, b, c] = airports;
  const legs = [
    [a, b],
    [b, c],
    [c, a],
  ]
    .map(([from, to], i) => `from${i + 1}=${from}&to${i + 1}=${to}&depart${i + 1}=${dayAhead(days + 3 * i)}`)
    .join('&');
  return `${host}/${locale}/flights?type=multicity&${legs}&${PASSENGERS}`;
}

/**
 * Opens the results and selects offers in order until the revalidation answers as wanted: the fare
 * held at its price, or (`changed`) a new price, which is accepted. Then goes on to checkout; the
 * offers that answered otherwise are dismissed.
 */
export async function chooseConfirmedFare(
  page: Page,
  url: string,
  locale: Locale,
  wanted: 'held' | 'changed' = 'held',
) {
  const text = texts[locale].Flights;
  const wantedTitle = wanted === 'held' ? text.revalidate.held_title : text.revalidate.changed_title;
  await page.goto(url);
  await expect(page.locator('[data-offer-card]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  const tried = new Set<string>();
  for (let round = 0; round < 80; round++) {
    const ids = await page
      .locator('[data-offer-card] h2[id^="offer-title-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.id));
    const next = ids.find((id) => !tried.has(id));
    if (!next) {
      // The list is virtualised: scroll for more cards and wait until new ones are rendered.
      const before = ids.length ? ids[ids.length - 1] : '';
      await page.mouse.wheel(0, 600);
      await expect
        .poll(
          async () => page.locator('[data-offer-card] h2[id^="offer-title-"]').last().getAttribute('id'),
          {
            timeout: 3_000,
          },
        )
        .not.toBe(before)
        .catch(() => undefined); // the end of the list: the loop gives up after its rounds
      continue;
    }
    tried.add(next);
    const card = page.locator('[data-offer-card]').filter({ has: page.locator(`[id="${next}"]`) });
    await card.getByRole('button', { name: text.select, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const heading = dialog.getByRole('heading');
    await expect(heading).not.toHaveText('');
    if ((await heading.textContent()) === wantedTitle) {
      if (wanted === 'changed') {
        await dialog.getByRole('button', { name: text.revalidate.continue_at.split('{')[0]! }).click();
        await expect(heading).toHaveText(text.revalidate.held_title);
      }
      await dialog.getByRole('button', { name: texts[locale].Checkout.continue_to_checkout }).click();
      await expect(page).toHaveURL(/\/flights\/checkout$/);
      return;
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error(`No offer answered "${wantedTitle}"`);
}

/** The login popup once it is open: the welcome step with its captcha, then the password. */
export async function logInThroughPopup(page: Page, email: string) {
  await logInInPopup(page, email, PASSWORD);
}

export interface Traveller {
  first: string;
  last: string;
  dob: string;
  gender: 'M' | 'F';
  passport: string;
  expiry: string;
}

/** The fieldset of the `index`-th traveller, named by its title ("Adult 1", "Child 1", …). */
export async function travellerGroup(page: Page, index: number): Promise<Locator> {
  const t = await textsOf(page);
  const titles = Object.values(t.Checkout.traveller_title).map(lead).join('|');
  return page.getByRole('group', { name: new RegExp(`^(${titles})`) }).nth(index);
}

/** A date field of a form: the group its legend names. */
export async function dateField(scope: Locator, name: 'date_of_birth' | 'passport_expiry') {
  const t = await textsOf(scope.page());
  return scope.getByRole('group', { name: t.Checkout[name] });
}

/** Types a YYYY-MM-DD day into a date field (day, month by number, year). */
export async function fillDate(field: Locator, isoDay: string) {
  const t = await textsOf(field.page());
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await field.getByRole('textbox', { name: t.DateField.day }).fill(day);
  await field.getByRole('combobox', { name: t.DateField.month }).selectOption(String(Number(month)));
  await field.getByRole('textbox', { name: t.DateField.year }).fill(year);
}

/** A date field shows this YYYY-MM-DD day. */
export async function expectDate(field: Locator, isoDay: string) {
  const t = await textsOf(field.page());
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await expect(field.getByRole('textbox', { name: t.DateField.day })).toHaveValue(day);
  await expect(field.getByRole('combobox', { name: t.DateField.month })).toHaveValue(String(Number(month)));
  await expect(field.getByRole('textbox', { name: t.DateField.year })).toHaveValue(year);
}

export async function fillTraveller(page: Page, index: number, traveller: Traveller) {
  const t = await textsOf(page);
  const group = await travellerGroup(page, index);
  await group.getByRole('textbox', { name: t.Checkout.first_name }).fill(traveller.first);
  await group.getByRole('textbox', { name: t.Checkout.last_name }).fill(traveller.last);
  await fillDate(await dateField(group, 'date_of_birth'), traveller.dob);
  await group.getByRole('combobox', { name: t.Checkout.gender }).selectOption(traveller.gender);
  await group.getByRole('textbox', { name: t.Checkout.passport_number }).fill(traveller.passport);
  await fillDate(await dateField(group, 'passport_expiry'), traveller.expiry);
}

/** The contact section's email and mobile number. */
export async function contactFields(page: Page) {
  const t = await textsOf(page);
  return {
    email: page.getByRole('textbox', { name: t.Checkout.email }),
    phone: page.getByRole('textbox', { name: t.Checkout.mobile_number }),
  };
}

export async function fillContact(page: Page, email: string) {
  const contact = await contactFields(page);
  await contact.email.fill(email);
  await contact.phone.fill('501234567');
}

/** One way, one adult, economy, `days` from today. */
export function oneWayUrl(host: string, locale: Locale, from: string, to: string, days: number): string {
  return `${host}/${locale}/flights?type=oneway&from=${from}&to=${to}&depart=${dayAhead(days)}&${PASSENGERS}`;
}

/** A guest's one adult traveller (Sara Haddad) and the contact details, typed in. */
export async function fillGuestTraveller(page: Page) {
  await fillTraveller(page, 0, {
    first: 'Sara',
    last: 'Haddad',
    dob: '1990-04-12',
    gender: 'F',
    passport: 'N1234567',
    expiry: `${new Date().getFullYear() + 5}-01-31`,
  });
  await fillContact(page, 'sara@example.com');
}

/** The checkout's submit button ("Continue to payment · price"). */
export async function checkoutSubmit(page: Page): Promise<Locator> {
  const t = await textsOf(page);
  return page.getByRole('button', { name: lead(t.Checkout.continue_to_payment) });
}

/** The payment step: the region its "Payment" heading names. */
export async function paymentStep(page: Page): Promise<Locator> {
  const t = await textsOf(page);
  return page.getByRole('region', { name: t.Payment.title, exact: true });
}

/** The payment step's Pay button ("Pay US$ 420.00"). */
export async function payButton(page: Page): Promise<Locator> {
  const t = await textsOf(page);
  return (await paymentStep(page)).getByRole('button', {
    name: new RegExp(`^${lead(t.Payment.pay_amount)}`),
  });
}

/** The card form's fields, by their labels. */
export async function cardFields(page: Page) {
  const t = await textsOf(page);
  const step = await paymentStep(page);
  return {
    holder: step.getByRole('textbox', { name: t.Payment.card_holder }),
    number: step.getByRole('textbox', { name: t.Payment.card_number }),
    expiry: step.getByRole('textbox', { name: t.Payment.card_expiry }),
    cvv: step.getByRole('textbox', { name: t.Payment.card_cvv }),
  };
}

/** The card form, filled (test cards: docs/flights-contract.md). */
export async function fillCard(page: Page, number = GOOD_CARD) {
  await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
  const card = await cardFields(page);
  await card.holder.fill('Sara Haddad');
  await card.number.fill(number);
  await card.expiry.fill('12/30');
  await card.cvv.fill('123');
}

export async function payByCard(page: Page, number = GOOD_CARD) {
  await fillCard(page, number);
  await (await payButton(page)).click();
}

/** /thankyou with a booking reference and the Confirmed status, in the page's language. */
export async function expectConfirmed(page: Page, locale: Locale) {
  await expect(page).toHaveURL(/\/thankyou\?booking=[0-9a-f-]+$/, { timeout: 20_000 });
  const t = texts[locale].ThankYou;
  // "Booking reference: K7QM2X", then "Status: Confirmed".
  await expect(page.getByText(t.reference)).toHaveText(
    new RegExp(`^${escapeRegExp(t.reference)}\\s*[A-HJ-NP-Z2-9]{6}$`),
  );
  await expectStatus(page, locale, 'Confirmed');
}

/** The confirmation's status line shows this status, in the page's language. */
export async function expectStatus(
  page: Page,
  locale: Locale,
  status: keyof Messages['ThankYou']['statuses'],
) {
  const t = texts[locale].ThankYou;
  // A fresh load of the confirmation reads the booking only after hydration, the API client's code
  // and the API's CORS preflight, one after another: on CI's loaded cores that chain has come within
  // a second of the default 10 s (and once past it). The page itself gives up at 20 s with an error
  // and "Try again" (BookingConfirmation), so the test waits as long as a visitor would.
  await expect(page.getByText(t.status)).toHaveText(`${t.status} ${t.statuses[status]}`, {
    timeout: 20_000,
  });
}

/** The confirmation's itinerary: one entry per leg, titled and naming its two airports, in order. */
export async function expectLegs(page: Page, locale: Locale, legs: [string, string][]) {
  const text = texts[locale].Flights;
  const items = page.getByRole('main').locator('.checkout-itinerary__leg');
  await expect(items).toHaveCount(legs.length);
  for (const [i, [from, to]] of legs.entries()) {
    const title =
      legs.length === 2 ? (i === 0 ? text.outbound : text.inbound) : text.leg_n.replace('{n}', String(i + 1));
    const item = items.nth(i);
    await expect(item.locator('.checkout-itinerary__title')).toContainText(title);
    await expect(item).toContainText(from);
    await expect(item).toContainText(to);
  }
}

/** A full-page picture at the page's width, in the test's output (or E2E_SHOTS_DIR). */
export async function picture(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const width = page.viewportSize()?.width ?? desktop.width;
  const file = `${name}-${width === phone.width ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
}

/** No sideways scrolling (a 375px phone in particular). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
