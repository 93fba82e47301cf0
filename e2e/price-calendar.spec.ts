import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, desktop, hosts, phone } from './helpers';

/**
 * The price calendar and the Hijri dates (issue 35): the prices the calendar and the ±3-day strip
 * show are the cheapest offers of the searches they stand for; choosing a day of the strip runs its
 * search; an Arabic page of a club that shows Hijri dates has them in the picker and the summary,
 * an English page none.
 */

const SHOTS = process.env.CAL_SHOTS_DIR;
const SKYLINE_ID = 101;

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: {
      apikey: 'sandbox-demo-key',
      'Whitelabel-Id': String(SKYLINE_ID),
      language: 'en',
      version: '1',
      'Content-Type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The cheapest offer of a one-way search, as the club API returns it. */
async function cheapestOffer(date: string): Promise<number> {
  const { routingId } = await api<{ routingId: string }>('POST', '/flight/start-routing', {
    tripType: 'Oneway',
    legs: [{ origin: 'DXB', destination: 'LHR', date }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 1,
    airline: null,
  });
  const prices: number[] = [];
  let offset = 0;
  for (let polls = 0; polls < 60; polls++) {
    const poll = await api<{ offers: { totalPrice: number }[]; nextOffset: number; complete: boolean }>(
      'POST',
      '/flight/check-routing',
      { routingId, offset },
    );
    prices.push(...poll.offers.map((offer) => offer.totalPrice));
    offset = poll.nextOffset;
    if (poll.complete) return Math.min(...prices);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error('the search never completed');
}

const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

const roundTrip = (locale: string, depart: string, back: string) =>
  `${hosts.skyline}/${locale}/flights?type=roundtrip&from=DXB&to=LHR&depart=${depart}&return=${back}&adults=1&children=0&infants=0&cabin=economy`;

const oneWay = (locale: string, date: string) =>
  `${hosts.skyline}/${locale}/flights?type=oneway&from=DXB&to=LHR&depart=${date}&adults=1&children=0&infants=0&cabin=economy`;

test.describe('the price calendar', () => {
  test("the strip and the picker show each day's cheapest offer, and the strip runs a search", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const chosen = dayAhead(20);
    await page.goto(oneWay('en', chosen));
    const strip = page.getByRole('navigation', { name: 'Prices on nearby dates' });
    const current = strip.locator('[aria-current="date"]');
    await expect(current.locator('.fare-strip__price')).toHaveText(/USD/, { timeout: 30_000 });
    expect(amountIn(await current.locator('.fare-strip__price').innerText())).toBe(
      await cheapestOffer(chosen),
    );
    await shot(page, 'strip-en-1280');

    // The next day of the strip runs its search.
    const next = dayAhead(21);
    await strip.getByRole('button').nth(4).click();
    await expect(page).toHaveURL(new RegExp(`depart=${next}`));
    await expect(current.locator('.fare-strip__date')).toContainText(String(Number(next.slice(8, 10))));
    const price = amountIn(await current.locator('.fare-strip__price').innerText());
    expect(price).toBe(await cheapestOffer(next));

    // The departure picker says the same, rounded to whole units.
    await page.getByRole('button', { name: 'Modify search' }).click();
    await page.getByRole('button', { name: /^Departure/ }).click();
    const calendar = page.getByRole('dialog', { name: /Departure: choose a date/ });
    await expect(calendar.getByText(/Lowest one-way price per day/)).toBeVisible({ timeout: 30_000 });
    const rounded = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(price);
    await expect(
      calendar.getByRole('button', { name: new RegExp(`from ${rounded} USD`) }).first(),
    ).toBeVisible();
    await shot(page, 'calendar-en-1280');
    await expect(calendar.locator('.hijri-day')).toHaveCount(0);
    await expect(page.locator('.hijri-date')).toHaveCount(0);
  });

  test('an Arabic phone shows prices with Hijri days in the picker and Hijri dates in the summary', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const chosen = dayAhead(20);
    await page.goto(oneWay('ar', chosen));
    await expect(page.locator('.flight-summary .hijri-date')).toContainText('هـ');
    await expect(page.locator('.fare-strip [aria-current="date"] .fare-strip__price')).not.toBeEmpty({
      timeout: 30_000,
    });
    await shot(page, 'results-ar-375');
    await page.getByRole('button', { name: 'تعديل البحث' }).click();
    await page
      .getByRole('button', { name: /^تاريخ المغادرة/ })
      .first()
      .click();
    const calendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-root') });
    await expect(calendar.locator('.hijri-months')).toContainText('هـ');
    await expect(calendar.locator('.hijri-day').first()).toBeVisible();
    await expect(calendar.locator('.fare-day__price').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'calendar-ar-375');
  });

  test('a round trip has a return strip: the same price as the departure strip for the trip searched, and a day runs its search', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const depart = dayAhead(20);
    const back = dayAhead(27);
    await page.goto(roundTrip('ar', depart, back));
    const departures = page.getByRole('navigation', { name: 'الأسعار في التواريخ القريبة' });
    const returns = page.getByRole('navigation', { name: 'الأسعار في تواريخ العودة القريبة' });
    const chosenPrice = (strip: typeof returns) => strip.locator('[aria-current="date"] .fare-strip__price');
    await expect(chosenPrice(departures)).toHaveText(/\d/, { timeout: 30_000 });
    await expect(chosenPrice(returns)).toHaveText(/\d/, { timeout: 30_000 });
    expect(await chosenPrice(returns).innerText()).toBe(await chosenPrice(departures).innerText());
    await expect(returns.getByRole('button')).toHaveCount(7);
    await shot(page, 'return-strip-ar-375');

    // The day after the chosen return: the same departure, back a day later.
    await returns.getByRole('button').nth(4).click();
    await expect(page).toHaveURL(new RegExp(`depart=${depart}.*return=${dayAhead(28)}`));
    await expect(returns.locator('[aria-current="date"] .fare-strip__date')).toContainText(
      String(Number(dayAhead(28).slice(8, 10))),
    );
  });
});
