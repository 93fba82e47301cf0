import { expect, test, type Page } from '@playwright/test';
import { desktop, expectAccessible, hosts, messages, phone, type Locale } from './helpers';

/**
 * Hotel search and results against the sandbox's hotel routes: the home page's Hotels tab, the
 * results (free cancellation and 4+ stars), a bad URL; English and Arabic, 1280px and 375px.
 */

/** A day `days` after today, as the URL writes it (Vienna's today is within a day of UTC's). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const stay = `checkIn=${dayAhead(14)}&checkOut=${dayAhead(16)}`;
const dubaiQuery = `searchType=CITY&destinationId=12&countryId=AE&${stay}&room=2`;

/**
 * Waits until the search has answered in full: no progress bar, and the same number of hotels a
 * second apart (a currency set after the page loaded starts the search again, with the bar). Not
 * "network idle": the cards' photos load as the list scrolls.
 */
async function waitForAllHotels(page: Page) {
  await expect(page.locator('.hotel-list')).toBeVisible({ timeout: 20_000 });
  let last = -1;
  await expect(async () => {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const previous = last;
    last = await hotelsCount(page);
    expect(last).toBe(previous);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
}

async function hotelsCount(page: Page): Promise<number> {
  return Number(await page.locator('.hotel-list').getAttribute('data-hotels-count'));
}

test.describe('hotel search', () => {
  test('a guest searches a city from the home page, then keeps free cancellation at 4 and 5 stars', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages.en;
    await page.setViewportSize(desktop);
    await page.goto(`${hosts.skyline}/en`);
    await page.getByRole('tab', { name: t.Header.hotels }).click();
    const form = page.getByRole('form', { name: t.hotels.form_label });
    await expect(form).toBeVisible();
    await expectAccessible(page);

    const destination = form.getByRole('combobox', { name: t.hotels.destination });
    await destination.click();
    await destination.pressSequentially('dub');
    await page
      .getByRole('group', { name: t.hotels.group_cities })
      .getByRole('option', { name: /^Dubai/ })
      .click();
    await expect(destination).toHaveValue('Dubai');
    await form.getByRole('button', { name: t.hotels.search }).click();

    await expect(page).toHaveURL(
      /\/en\/hotels\?searchType=CITY&destinationId=12&countryId=AE&checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&room=2$/,
    );
    await waitForAllHotels(page);
    expect(await hotelsCount(page)).toBeGreaterThan(100);

    // The filters on a stay two weeks out: the form's default stay starts tomorrow in Vienna, which
    // late in the evening is already today in Dubai, when no rate can still be cancelled for free.
    await page.goto(`${hosts.skyline}/en/hotels?${dubaiQuery}`);
    await waitForAllHotels(page);
    const all = await hotelsCount(page);

    await page
      .getByRole('checkbox', { name: new RegExp(`^${t.hotelResults.filters.free_cancellation}`) })
      .check();
    await page.getByRole('checkbox', { name: /^4 stars/ }).check();
    await page.getByRole('checkbox', { name: /^5 stars/ }).check();
    await expect(page).toHaveURL(/stars=4%2C5&freeCancellation=1$/);
    await waitForAllHotels(page);
    const kept = await hotelsCount(page);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(all);
    for (const card of await page.locator('.hotel-card').all()) {
      await expect(card.locator('.hotel-card__stars')).toHaveText(/^★{4,5}$/);
      await expect(card.locator('.hotel-card__free')).toBeVisible();
    }
    await expectAccessible(page);

    // The same URL, reloaded, shows the same list.
    await page.reload();
    await waitForAllHotels(page);
    await expect(page.getByRole('checkbox', { name: /^5 stars/ })).toBeChecked();
    expect(await hotelsCount(page)).toBe(kept);

    // The header's Flights tab goes home with the flight search open.
    await page
      .getByRole('navigation', { name: t.Header.main_navigation })
      .getByRole('link', { name: t.Header.flights })
      .click();
    await expect(page.getByRole('tab', { name: t.Header.flights })).toHaveAttribute('aria-selected', 'true');
  });

  test('in Arabic on a phone the results read right to left and filter from a covering panel', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = messages.ar;
    await page.setViewportSize(phone);
    // Nakhla's site is Arabic first (the flight specs use it for Arabic too).
    await page.goto(`${hosts.nakhla}/ar/hotels?${dubaiQuery}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForAllHotels(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('دبي');
    const all = await hotelsCount(page);

    await page.getByRole('button', { name: t.hotelResults.filters.button }).click();
    await page
      .getByRole('checkbox', { name: new RegExp(`^${t.hotelResults.filters.free_cancellation}`) })
      .check();
    await page.getByRole('checkbox', { name: /^5 نجوم/ }).check();
    await page.getByRole('button', { name: /^عرض/ }).click();
    await expect(page).toHaveURL(/stars=5&freeCancellation=1$/);
    expect(await hotelsCount(page)).toBeLessThan(all);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page);
  });

  for (const [locale, viewport] of [
    ['en', desktop],
    ['ar', phone],
  ] as const satisfies readonly (readonly [Locale, typeof desktop])[]) {
    test(`a bad hotel URL is answered 400 with the rule it broke (${locale})`, async ({ page }) => {
      const t = messages[locale];
      await page.setViewportSize(viewport);
      const past = dubaiQuery.replace(/checkIn=[\d-]+/, 'checkIn=2020-01-01');
      const host = locale === 'ar' ? hosts.nakhla : hosts.skyline;
      const response = await page.goto(`${host}/${locale}/hotels?${past}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { name: t.Messages.invalid_url_title })).toBeVisible();
      // The date is quoted as a day in the page's language (issue 30 item 37).
      await expect(page.getByTestId('invalid-reason')).toContainText(
        locale === 'ar' ? 'الأربعاء، 1 يناير 2020' : 'Wed, 1 Jan 2020',
      );
      // The form keeps what was right: the destination.
      await expect(page.getByRole('combobox', { name: t.hotels.destination })).toHaveValue(
        locale === 'ar' ? 'دبي' : 'Dubai',
      );

      const childWithoutAge = await page.goto(`${host}/${locale}/hotels?${dubaiQuery}-`);
      expect(childWithoutAge?.status()).toBe(400);
      await expect(page.getByTestId('invalid-reason')).toContainText('2-');
      const unknownCity = await page.goto(
        `${host}/${locale}/hotels?${dubaiQuery.replace('searchType=CITY', 'searchType=HOTEL')}`,
      );
      expect(unknownCity?.status()).toBe(400);
      await expectAccessible(page);
    });
  }
});
