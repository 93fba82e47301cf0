import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { desktop, phone } from './helpers';

/** Searches, fare choice, traveller forms, card payment and login for the flight journeys. */

export type Locale = 'en' | 'ar';

interface Texts {
  Flights: {
    select: string;
    outbound: string;
    inbound: string;
    leg_n: string;
    revalidate: { held_title: string; changed_title: string; continue_at: string };
  };
  Checkout: { login: string; saved: { label: string; in_account: string } };
  ThankYou: { statuses: { Confirmed: string } };
}
const read = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Texts;
export const texts: Record<Locale, Texts> = { en: read('en'), ar: read('ar') };

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
    const dialog = page.getByTestId('revalidate-dialog');
    const heading = dialog.getByRole('heading');
    await expect(heading).not.toHaveText('');
    if ((await heading.textContent()) === wantedTitle) {
      if (wanted === 'changed') {
        await dialog.getByRole('button', { name: text.revalidate.continue_at.split('{')[0]! }).click();
        await expect(heading).toHaveText(text.revalidate.held_title);
      }
      await dialog.getByTestId('continue-to-checkout').click();
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
  const modal = page.getByTestId('auth-modal');
  await modal.getByTestId('email-input').fill(email);
  const widget = modal.locator('altcha-widget');
  await widget.locator('input[type="checkbox"]').click({ force: true });
  await expect(widget.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 20_000 });
  await modal.getByTestId('welcome-continue').click();
  await modal.getByTestId('password-input').fill(PASSWORD);
  await modal.getByTestId('password-login').click();
  await expect(modal).toHaveCount(0);
}

export interface Traveller {
  first: string;
  last: string;
  dob: string;
  gender: 'M' | 'F';
  passport: string;
  expiry: string;
}

/** Types a YYYY-MM-DD day into a date field (day, month by number, year), e.g. `traveller-0-dob`. */
export async function fillDate(page: Page, testId: string, isoDay: string) {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await page.getByTestId(`${testId}-day`).fill(day);
  await page.getByTestId(`${testId}-month`).selectOption(String(Number(month)));
  await page.getByTestId(`${testId}-year`).fill(year);
}

/** A date field shows this YYYY-MM-DD day. */
export async function expectDate(page: Page, testId: string, isoDay: string) {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await expect(page.getByTestId(`${testId}-day`)).toHaveValue(day);
  await expect(page.getByTestId(`${testId}-month`)).toHaveValue(String(Number(month)));
  await expect(page.getByTestId(`${testId}-year`)).toHaveValue(year);
}

export async function fillTraveller(page: Page, index: number, t: Traveller) {
  await page.getByTestId(`traveller-${index}-first`).fill(t.first);
  await page.getByTestId(`traveller-${index}-last`).fill(t.last);
  await fillDate(page, `traveller-${index}-dob`, t.dob);
  await page.getByTestId(`traveller-${index}-gender`).selectOption(t.gender);
  await page.getByTestId(`traveller-${index}-passport`).fill(t.passport);
  await fillDate(page, `traveller-${index}-expiry`, t.expiry);
}

export async function fillContact(page: Page, email: string) {
  await page.getByTestId('contact-email').fill(email);
  await page.getByTestId('contact-phone').fill('501234567');
}

/** One way, one adult, economy, `days` from today. */
export function oneWayUrl(host: string, locale: Locale, from: string, to: string, days: number): string {
  return `${host}/${locale}/flights?type=oneway&from=${from}&to=${to}&depart=${dayAhead(days)}&${PASSENGERS}`;
}

/** A guest's one adult traveller (Sara Haddad) and the contact details, typed in. */
export async function fillGuestTraveller(page: Page) {
  await page.getByTestId('traveller-0-first').fill('Sara');
  await page.getByTestId('traveller-0-last').fill('Haddad');
  await fillDate(page, 'traveller-0-dob', '1990-04-12');
  await page.getByTestId('traveller-0-gender').selectOption('F');
  await page.getByTestId('traveller-0-passport').fill('N1234567');
  await fillDate(page, 'traveller-0-expiry', `${new Date().getFullYear() + 5}-01-31`);
  await page.getByTestId('contact-email').fill('sara@example.com');
  await page.getByTestId('contact-phone').fill('501234567');
}

/** The card form, filled (test cards: docs/flights-contract.md). */
export async function fillCard(page: Page, number = GOOD_CARD) {
  await expect(page.getByTestId('payment-step')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('card-holder').fill('Sara Haddad');
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
}

export async function payByCard(page: Page, number = GOOD_CARD) {
  await fillCard(page, number);
  await page.getByTestId('pay-button').click();
}

/** /thankyou with a booking reference and the Confirmed status, in the page's language. */
export async function expectConfirmed(page: Page, locale: Locale) {
  await expect(page).toHaveURL(/\/thankyou\?booking=[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  await expect(page.getByTestId('booking-status')).toHaveText(texts[locale].ThankYou.statuses.Confirmed);
}

/** The confirmation's itinerary: one entry per leg, titled and naming its two airports, in order. */
export async function expectLegs(page: Page, locale: Locale, legs: [string, string][]) {
  const text = texts[locale].Flights;
  const items = page.getByTestId('thankyou').locator('.checkout-itinerary__leg');
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
