// Flight search timings for `npm run bench`, in Chromium with the CPU slowed down 4× (CDP
// Emulation.setCPUThrottlingRate): from submitting the search on the home page to the first offer
// on screen (next to the API's own first batch), and applying a filter over 2,000+ offers on a
// 375px phone. The page is observed from outside (an init script and MutationObservers); the app
// carries no benchmark code.
import { chromium } from '@playwright/test';

export const FIRST_OFFER_BUDGET_MS = 1000;
export const FILTER_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The results URL of a DXB–LHR round trip, for the first date from 3 weeks on with 2,000+ offers. */
export async function largeRoundTrip(apiBase, siteHost, apiKey) {
  const headers = { apikey: apiKey, version: '1', 'Content-Type': 'application/json' };
  const config = await (await fetch(`${apiBase}/whitelabel/config?domain=${siteHost}`, { headers })).json();
  const club = { ...headers, 'Whitelabel-Id': String(config.data.club_details.club_id) };
  for (let offset = 21; offset < 60; offset++) {
    const [depart, ret] = [day(offset), day(offset + 7)];
    const legs = [
      { origin: 'DXB', destination: 'LHR', date: depart },
      { origin: 'LHR', destination: 'DXB', date: ret },
    ];
    const body = { tripType: 'Roundtrip', legs, adults: 1, children: 0, infants: 0, cabin: 1, airline: null };
    const started = await (
      await fetch(`${apiBase}/flight/start-routing`, {
        method: 'POST',
        headers: club,
        body: JSON.stringify(body),
      })
    ).json();
    const poll = { routingId: started.data.routingId, offset: 0 };
    const first = await (
      await fetch(`${apiBase}/flight/check-routing`, {
        method: 'POST',
        headers: club,
        body: JSON.stringify(poll),
      })
    ).json();
    if (first.data.total >= 2000) {
      const query = `type=roundtrip&from=DXB&to=LHR&depart=${depart}&return=${ret}&adults=1&children=0&infants=0&cabin=economy`;
      return { url: `http://${siteHost}/en/flights?${query}`, total: first.data.total };
    }
  }
  throw new Error('no DXB–LHR round trip with 2,000 offers in the next two months');
}

/** Runs in the page before the app: marks the submit, the first check-routing batch with offers, the first card. */
function instrument() {
  const marks = { submit: null, firstBatch: null, firstOffer: null };
  window.__flightBench = marks;
  document.addEventListener('submit', () => (marks.submit ??= performance.now()), true);
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes('/flight/check-routing')) {
      this.addEventListener('load', () => {
        try {
          if (JSON.parse(this.responseText).data.offers.length > 0) marks.firstBatch ??= performance.now();
        } catch {
          // not a batch
        }
      });
    }
    return open.call(this, method, url, ...rest);
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-offer-card]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (marks.firstOffer ??= performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

async function slowPage(browser, viewport) {
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function pickAirport(page, label, code) {
  await page.getByRole('combobox', { name: label }).fill(code);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option')
    .filter({ hasText: code })
    .first()
    .click();
}

export async function flightTimings({ homeUrl, large, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const page = await slowPage(browser, { width: 1280, height: 800 });
    await page.addInitScript(instrument);
    await page.goto(homeUrl);
    await pickAirport(page, 'Leaving from', 'DXB');
    await pickAirport(page, 'Going to', 'LHR');
    await page
      .getByRole('form', { name: 'Flight search' })
      .getByRole('button', { name: 'Search flights' })
      .click();
    await page.waitForFunction(() => window.__flightBench.firstOffer !== null, null, { timeout: 60_000 });
    const marks = await page.evaluate(() => window.__flightBench);

    const phone = await slowPage(browser, { width: 375, height: 740 });
    await phone.goto(large.url);
    await phone.waitForFunction(
      (total) => Number(document.querySelector('.offer-list')?.getAttribute('data-offers-count')) === total,
      large.total,
      { timeout: 60_000 },
    );
    await phone.getByRole('button', { name: /^Filters/ }).click();
    await phone.getByRole('dialog', { name: 'Filters' }).waitFor();
    const filter = await phone.evaluate(
      () =>
        new Promise((resolve) => {
          const list = document.querySelector('.offer-list');
          const box = document.querySelector('[role="dialog"] input[type="checkbox"]');
          const started = performance.now();
          new MutationObserver((_, observer) => {
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve({ ms: performance.now() - started, shown: Number(list.dataset.offersCount) }),
            );
          }).observe(list, { attributes: true, attributeFilter: ['data-offers-count'] });
          box.click();
        }),
    );
    const firstBatch = marks.firstBatch - marks.submit;
    const firstOffer = marks.firstOffer - marks.submit;
    const afterBatch = marks.firstOffer - marks.firstBatch;
    return [
      {
        measure: 'search submitted → first offer on screen (4× CPU)',
        result: `${firstOffer.toFixed(0)} ms (API first batch at ${firstBatch.toFixed(0)} ms; +${afterBatch.toFixed(0)} ms / ${FIRST_OFFER_BUDGET_MS} ms ${afterBatch <= FIRST_OFFER_BUDGET_MS ? '✓' : '✗'})`,
        ok: afterBatch <= FIRST_OFFER_BUDGET_MS,
      },
      {
        measure: `"Non Stop" filter over ${large.total} offers, 375px (4× CPU)`,
        result: `${filter.ms.toFixed(0)} ms → ${filter.shown} shown / ${FILTER_BUDGET_MS} ms ${filter.ms <= FILTER_BUDGET_MS ? '✓' : '✗'}`,
        ok: filter.ms <= FILTER_BUDGET_MS,
      },
    ];
  } finally {
    await browser.close();
  }
}
