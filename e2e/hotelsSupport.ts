import { expect, type Page } from '@playwright/test';
import { lead, messages, type Locale } from './helpers';
import { expectStatus, paymentStep } from './flightsSupport';

/** Steps of the hotel booking shared by the hotel specs and the multi-instance journey. */

export async function chooseRate(page: Page, room: number, rateId: string) {
  await page.getByTestId(`search-room-${room}`).getByTestId(`rate-${rateId}`).getByRole('radio').check();
}

export async function continueFromDetails(page: Page, locale: Locale) {
  await page.getByRole('button', { name: messages[locale].hotelBooking.continue, exact: true }).click();
}

export async function fillGuests(page: Page, locale: Locale, names: [string, string][]) {
  const t = messages[locale].hotelBooking;
  for (const [index, [first, last]] of names.entries()) {
    const group = page.getByTestId(`lead-guest-${index + 1}`);
    await group.getByRole('textbox', { name: t.first_name }).fill(first);
    await group.getByRole('textbox', { name: t.last_name }).fill(last);
  }
  await page.getByRole('textbox', { name: messages[locale].Checkout.email }).fill('sara@example.com');
  await page.getByRole('textbox', { name: messages[locale].Checkout.mobile_number }).fill('501234567');
}

export async function submitCheckout(page: Page, locale: Locale) {
  await page
    .getByRole('button', { name: new RegExp(`^${lead(messages[locale].hotelBooking.continue_to_payment)}`) })
    .click();
  await expect(await paymentStep(page)).toBeVisible({ timeout: 15_000 });
}

export async function expectHotelConfirmed(page: Page, locale: Locale) {
  await expect(page).toHaveURL(/\/thankyou\?booking=[0-9a-f-]+&type=hotel$/, { timeout: 20_000 });
  await expectStatus(page, locale, 'Confirmed');
}
