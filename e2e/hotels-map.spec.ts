import { expect, test, type Locator, type Page } from '@playwright/test';
import { desktop, expectAccessible, fill, hosts, messages, phone } from './helpers';

/**
 * Hotels on a map (issue 35): the demo clubs draw the reference API's plain style (a background, no
 * tiles), so nothing leaves the machine; the price markers are MapLibre markers, buttons in the
 * page. Every listed hotel in its marker or a cluster, following the filters and the sort; English
 * beside the list, Arabic full screen on a phone (a modal kept in the URL); the details page's map.
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

/**
 * Every listed hotel is on the map once: in its own price marker or counted in a cluster (each
 * button's data-hotels says how many hotels it stands for).
 */
async function expectHotelsOnMap(map: Locator, count: number) {
  await expect
    .poll(
      () =>
        map
          .locator('[data-hotels]')
          .evaluateAll((points) =>
            points.reduce((sum, point) => sum + Number(point.getAttribute('data-hotels')), 0),
          ),
      { timeout: 20_000 },
    )
    .toBe(count);
}

/**
 * Opens, by keyboard, the clusters holding the list's first hotel until it has its own marker; each
 * cluster hands the focus on to the smaller cluster (or the marker) that holds it.
 */
async function firstHotelMarker(page: Page, map: Locator): Promise<Locator> {
  const first = map.locator('[data-order="0"]');
  for (let opened = 0; opened < 18; opened += 1) {
    await expect(first).toHaveCount(1, { timeout: 10_000 });
    if ((await first.getAttribute('class'))?.includes('hotel-map__marker')) return first;
    const before = await first.getAttribute('data-hotels');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).not.toHaveAttribute('data-hotels', before!, { timeout: 10_000 });
    await expect(first).toBeFocused();
  }
  throw new Error('the first hotel never got a marker of its own');
}

test.describe('hotels on a map', () => {
  test('beside the list (English, 1280px): every listed hotel in a marker or a cluster, following a filter and the sort, by keyboard too', async ({
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
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await expectHotelsOnMap(map, all);
    // Dubai's hotels overlap: nearby ones are clusters, named by how many and the cheapest price.
    const cluster = map.locator('.hotel-map__cluster').first();
    await expect(cluster).toHaveAccessibleName(/^\d+ hotels, from \S+\s[\d,.]+$/);
    // Controls in English, on the right.
    await expect(
      map.locator('.maplibregl-ctrl-top-right').getByRole('button', { name: 'Zoom in' }),
    ).toBeVisible();

    // A filter changes the markers: 5 stars only.
    await page.getByRole('checkbox', { name: /^5 stars/ }).check();
    const fiveStars = await listedHotels(page);
    expect(fiveStars).toBeLessThan(all);
    await expectHotelsOnMap(map, fiveStars);

    // The sort too: cheapest first. Zoomed in far enough, the list's first hotel has its own
    // marker, priced as its card is.
    await page.getByRole('combobox', { name: t.hotelResults.sort.label }).selectOption('price_asc');
    // The list follows a deferred view: read its first card once it shows the new order, not the
    // card that was first before the sort.
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect
      .poll(async () => {
        const amounts = await page
          .locator('.hotel-card__amount')
          .evaluateAll((nodes) =>
            nodes.slice(0, 6).map((node) => Number(node.textContent!.replace(/[^\d.]/g, ''))),
          );
        return amounts.length > 1 && amounts.every((amount, i) => i === 0 || amounts[i - 1]! <= amount);
      })
      .toBe(true);
    const cheapest = page.locator('.hotel-card').first();
    const cheapestName = (await cheapest.locator('.hotel-card__name').textContent())!.trim();
    const cheapestPrice = (await cheapest.locator('.hotel-card__amount').textContent())!.trim();
    const marker = await firstHotelMarker(page, map);
    await expect(marker).toHaveAccessibleName(
      fill(t.hotelMap.marker_label, { name: cheapestName, price: cheapestPrice }),
    );
    await expect(marker).toHaveText(cheapestPrice);
    await expectHotelsOnMap(map, fiveStars);

    // By keyboard: a marker is a button; Enter shows its hotel's card.
    await marker.focus();
    await page.keyboard.press('Enter');
    const card = map.getByRole('article', { name: cheapestName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: t.hotelResults.see_rooms })).toHaveAttribute(
      'href',
      /\/en\/hotels\/details\?hotelId=\d+/,
    );
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(marker).toBeFocused();

    await expectAccessible(page);
    expect(outside).toEqual([]);
  });

  test('full screen on a phone (Arabic, 375px): a modal dialog kept in the URL, mirrored controls, every hotel on it, a filter changes them, a card for the chosen hotel', async ({
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
    await expectHotelsOnMap(map, all);
    // The map covers the screen; its zoom buttons sit on the left in Arabic, named in Arabic.
    expect(await map.boundingBox()).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
    await expect(
      map.locator('.maplibregl-ctrl-top-left').getByRole('button', { name: t.hotelMap.zoom_in }),
    ).toBeVisible();
    await expect(map.locator('.hotel-map__cluster').first()).toHaveAccessibleName(/، ابتداءً من /);

    // A modal: Tab and Shift+Tab stay inside.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await map.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    // The open map is in the URL: a reload opens it again.
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: t.hotelMap.region })).toBeVisible({ timeout: 20_000 });
    await expectHotelsOnMap(map, all);

    // Tapping the first hotel's marker (its clusters opened) shows its card over the map.
    const chosen = await firstHotelMarker(page, map);
    await expect(chosen).toHaveAccessibleName(/، .+ لليلة$/);
    const name = (await chosen.getAttribute('aria-label'))!.split('،')[0]!;
    await chosen.click();
    await expect(map.getByRole('article', { name })).toBeVisible();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    // Back to the list (Escape closes the card, then the map), filter, and the map follows.
    await page.keyboard.press('Escape');
    await expect(map.getByRole('article')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(map).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page).not.toHaveURL(/[?&]view=/);
    await page.getByRole('button', { name: t.hotelResults.filters.button }).click();
    await page.getByRole('checkbox', { name: /^5 نجوم/ }).check();
    await page.getByRole('button', { name: /^عرض/ }).click();
    const fiveStars = await listedHotels(page);
    expect(fiveStars).toBeLessThan(all);
    await toggle.click();
    await expectHotelsOnMap(page.getByRole('dialog', { name: t.hotelMap.region }), fiveStars);
    await map.getByRole('button', { name: t.hotelMap.show_list }).click();
    await expect(toggle).toBeFocused();
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
