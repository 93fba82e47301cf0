import { expect, test, type Page } from '@playwright/test';
import { desktop, expectAccessible, fill, hosts, messages, phone } from './helpers';

/**
 * Hotels on a map (issue 35): the demo clubs draw the reference API's plain style (a background, no
 * tiles), so nothing leaves the machine; the price markers are MapLibre markers, buttons in the
 * page. A marker per listed hotel, following the filters and the sort; English beside the list,
 * Arabic full screen on a phone; the details page's map.
 */

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const dubaiQuery = `searchType=CITY&destinationId=12&countryId=AE&checkIn=${dayAhead(14)}&checkOut=${dayAhead(16)}&room=2`;

/** Every request the page makes goes to this machine: the site, the club API, nothing else. */
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (protocol === 'data:' || protocol === 'blob:') return;
    if (hostname !== '127.0.0.1' && hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
      outside.push(request.url());
    }
  });
  return outside;
}

/** The number of hotels the list shows once the search has answered in full. */
async function listedHotels(page: Page): Promise<number> {
  await expect(page.locator('.hotel-list')).toBeVisible({ timeout: 20_000 });
  let last = -1;
  await expect(async () => {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const previous = last;
    last = Number(await page.locator('.hotel-list').getAttribute('data-hotels-count'));
    expect(last).toBe(previous);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  return last;
}

test.describe('hotels on a map', () => {
  test('beside the list (English, 1280px): a price marker per listed hotel, following a filter and the sort, by keyboard too', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages.en;
    const outside = recordOutsideRequests(page);
    await page.setViewportSize(desktop);
    await page.goto(`${hosts.skyline}/en/hotels?${dubaiQuery}`);
    const all = await listedHotels(page);
    expect(all).toBeGreaterThan(10);

    await page.getByRole('button', { name: t.hotelResults.map_button }).click();
    const map = page.getByRole('region', { name: t.hotelMap.region });
    await expect(map).toBeVisible();
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
    const markers = map.locator('.hotel-map__marker');
    await expect(markers).toHaveCount(all, { timeout: 20_000 });
    // Controls in English, on the right.
    await expect(
      map.locator('.maplibregl-ctrl-top-right').getByRole('button', { name: 'Zoom in' }),
    ).toBeVisible();

    // The markers come in the list's order, priced as the cards are.
    const firstCard = page.locator('.hotel-card').first();
    const firstName = (await firstCard.locator('.hotel-card__name').textContent())!.trim();
    const firstPrice = (await firstCard.locator('.hotel-card__amount').textContent())!.trim();
    await expect(markers.first()).toHaveAccessibleName(
      fill(t.hotelMap.marker_label, { name: firstName, price: firstPrice }),
    );
    await expect(markers.first()).toHaveText(firstPrice);

    // A filter changes the markers: 5 stars only.
    await page.getByRole('checkbox', { name: /^5 stars/ }).check();
    const fiveStars = await listedHotels(page);
    expect(fiveStars).toBeLessThan(all);
    await expect(markers).toHaveCount(fiveStars);

    // The sort too: cheapest first.
    await page.getByRole('combobox', { name: t.hotelResults.sort.label }).selectOption('price_asc');
    const cheapest = page.locator('.hotel-card').first();
    const cheapestName = (await cheapest.locator('.hotel-card__name').textContent())!.trim();
    await expect(markers.first()).toHaveAccessibleName(new RegExp(`^${cheapestName},`));

    // By keyboard: a marker is a button; Enter shows its hotel's card.
    await markers.first().focus();
    await page.keyboard.press('Enter');
    const card = map.getByRole('article', { name: cheapestName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: t.hotelResults.see_rooms })).toHaveAttribute(
      'href',
      /\/en\/hotels\/details\?hotelId=\d+/,
    );
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(markers.first()).toBeFocused();

    await expectAccessible(page);
    expect(outside).toEqual([]);
  });

  test('full screen on a phone (Arabic, 375px): mirrored controls, a marker per hotel, a filter changes them, a card for the chosen hotel', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages.ar;
    const outside = recordOutsideRequests(page);
    await page.setViewportSize(phone);
    await page.goto(`${hosts.nakhla}/ar/hotels?${dubaiQuery}`);
    const all = await listedHotels(page);

    const toggle = page.getByRole('button', { name: t.hotelResults.map_button });
    await toggle.click();
    const map = page.getByRole('dialog', { name: t.hotelMap.region });
    await expect(map).toBeVisible();
    const markers = map.locator('.hotel-map__marker');
    await expect(markers).toHaveCount(all, { timeout: 20_000 });
    // The map covers the screen; its zoom buttons sit on the left in Arabic, named in Arabic.
    expect(await map.boundingBox()).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
    await expect(
      map.locator('.maplibregl-ctrl-top-left').getByRole('button', { name: t.hotelMap.zoom_in }),
    ).toBeVisible();
    await expect(markers.first()).toHaveAccessibleName(/، .+ لليلة$/);

    // Tapping a marker shows the hotel's card over the map. A thousand markers overlap on a phone:
    // the last one is drawn above the others.
    const chosen = markers.last();
    const name = (await chosen.getAttribute('aria-label'))!.split('،')[0]!;
    await chosen.click();
    await expect(map.getByRole('article', { name })).toBeVisible();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    // Back to the list, filter, and the map follows.
    await map.getByRole('button', { name: t.hotelMap.show_list }).click();
    await expect(map).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.getByRole('button', { name: t.hotelResults.filters.button }).click();
    await page.getByRole('checkbox', { name: /^5 نجوم/ }).check();
    await page.getByRole('button', { name: /^عرض/ }).click();
    const fiveStars = await listedHotels(page);
    expect(fiveStars).toBeLessThan(all);
    await toggle.click();
    await expect(
      page.getByRole('dialog', { name: t.hotelMap.region }).locator('.hotel-map__marker'),
    ).toHaveCount(fiveStars, { timeout: 20_000 });
    expect(outside).toEqual([]);
  });

  test("the details page shows the hotel's position (English and Arabic)", async ({ page }) => {
    test.setTimeout(60_000);
    const outside = recordOutsideRequests(page);
    for (const [host, locale] of [
      [hosts.skyline, 'en'],
      [hosts.nakhla, 'ar'],
    ] as const) {
      const t = messages[locale];
      await page.goto(`${host}/${locale}/hotels?${dubaiQuery}`);
      await listedHotels(page);
      const name = (await page.locator('.hotel-card__name').first().textContent())!.trim();
      await page.locator('.hotel-card__name a').first().click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      const location = page.getByRole('heading', { level: 2, name: t.hotelMap.location });
      await location.scrollIntoViewIfNeeded();
      const map = page.getByRole('region', { name: fill(t.hotelMap.details_region, { name }) });
      await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
      await expect(map.getByRole('img', { name: fill(t.hotelMap.details_marker, { name }) })).toBeVisible();
    }
    expect(outside).toEqual([]);
  });
});
