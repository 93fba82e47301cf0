// Hotel results timing for `npm run bench`: applying a filter over a city of 1,000+ hotels on a
// 375px phone, in Chromium with the CPU slowed down 4× (as the flight timings). The page is observed
// from outside (a MutationObserver on the list's `data-hotels-count`); the app carries no bench code.
import { chromium } from '@playwright/test';

export const HOTEL_FILTER_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const MIN_HOTELS = 1000;

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The results URL of a Dubai search (1,000+ hotels) four weeks ahead, and how many hotels it has. */
export async function largeHotelSearch(apiBase, siteHost, apiKey) {
  const headers = { apikey: apiKey, version: '1', language: 'en', 'Content-Type': 'application/json' };
  const config = await (await fetch(`${apiBase}/whitelabel/config?domain=${siteHost}`, { headers })).json();
  const club = { ...headers, 'Whitelabel-Id': String(config.data.club_details.club_id) };
  const found = await (await fetch(`${apiBase}/hotel/destinations?q=Dubai`, { headers: club })).json();
  const city = found.data.cities.find((c) => c.name === 'Dubai');
  if (!city) throw new Error('the sandbox has no Dubai');
  const [checkIn, checkOut] = [day(28), day(30)];
  const body = {
    searchType: 'CITY',
    destinationId: city.id,
    countryId: city.countryId,
    checkIn,
    checkOut,
    rooms: [{ adults: 2, childAges: [] }],
  };
  const started = await (
    await fetch(`${apiBase}/hotel/search`, { method: 'POST', headers: club, body: JSON.stringify(body) })
  ).json();
  const total = started.data.total;
  if (total < MIN_HOTELS)
    throw new Error(`Dubai has ${total} hotels for ${checkIn}, fewer than ${MIN_HOTELS}`);
  const query = `searchType=CITY&destinationId=${city.id}&countryId=${city.countryId}&checkIn=${checkIn}&checkOut=${checkOut}&room=2`;
  return { url: `http://${siteHost}/en/hotels?${query}`, total };
}

export async function hotelTimings({ large, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await phone.goto(large.url);
    await phone.waitForFunction(
      (total) => Number(document.querySelector('.hotel-list')?.getAttribute('data-hotels-count')) === total,
      large.total,
      { timeout: 90_000 },
    );
    await phone.getByRole('button', { name: /^Filters/ }).click();
    await phone.locator('.hotel-filters.is-open').waitFor();
    const filter = await phone.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const list = document.querySelector('.hotel-list');
          const label = [...document.querySelectorAll('.hotel-filters label')].find(
            (l) => l.querySelector('span')?.textContent?.trim() === '4 stars',
          );
          const box = label && document.getElementById(label.htmlFor);
          if (!list || !box) return reject(new Error('no "4 stars" filter on the page'));
          const started = performance.now();
          new MutationObserver((_, observer) => {
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve({ ms: performance.now() - started, shown: Number(list.dataset.hotelsCount) }),
            );
          }).observe(list, { attributes: true, attributeFilter: ['data-hotels-count'] });
          box.click();
        }),
    );
    return [
      {
        measure: `"4 stars" filter over ${large.total} hotels, 375px (4× CPU)`,
        result: `${filter.ms.toFixed(0)} ms → ${filter.shown} shown / ${HOTEL_FILTER_BUDGET_MS} ms ${filter.ms <= HOTEL_FILTER_BUDGET_MS ? '✓' : '✗'}`,
        ok: filter.ms <= HOTEL_FILTER_BUDGET_MS,
      },
    ];
  } finally {
    await browser.close();
  }
}
