// The first working click: a page loaded with the CPU slowed down 4× on a throttled network (150 ms,
// 1.6 Mbps), clicked every 50 ms from DOMContentLoaded on, until a click does what it should. The
// figure is the time from navigation start to the moment it did (the menu opened, the count moved),
// as a visitor who keeps tapping would see it.
import { SLOW_NETWORK, DESKTOP, slowPage, sleep } from './benchBrowser.mjs';

const RETRY_MS = 50;
const GIVE_UP_MS = 60_000;

/**
 * Runs in the page before its scripts: notes (performance.now(), from navigation start) the first
 * moment the element matched by `selector` shows `attribute` = `worked`.
 */
function watchFor({ selector, attribute, idle }) {
  window.__firstWorking = null;
  const check = () => {
    const element = document.querySelector(selector);
    if (element && element.getAttribute(attribute) !== null && element.getAttribute(attribute) !== idle) {
      window.__firstWorking ??= performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [attribute],
  });
}

/**
 * What a working click is on each side: the site's header language button reports its menu open
 * (aria-expanded), the baseline's client button moves its count (bench/baseline Counter).
 */
export const SITE_LANGUAGE_BUTTON = {
  selector: '[data-testid="language-button"]',
  attribute: 'aria-expanded',
  idle: 'false',
};
export const BASELINE_BUTTON = { selector: '[data-testid="count"]', attribute: 'data-count', idle: '0' };
/** Where to click for each: the site's language button, the baseline's only button. */
const TARGETS = new Map([
  [SITE_LANGUAGE_BUTTON, '[data-testid="language-button"]'],
  [BASELINE_BUTTON, 'main button'],
]);

export async function firstWorkingClick(browser, url, target) {
  const { page, close } = await slowPage(browser, {
    viewport: DESKTOP,
    network: SLOW_NETWORK,
    init: [[watchFor, target]].map(([fn, arg]) => ({ content: `(${fn})(${JSON.stringify(arg)})` })),
  });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: GIVE_UP_MS });
    const button = page.locator(TARGETS.get(target)).first();
    const started = Date.now();
    let clicks = 0;
    for (;;) {
      // Where the button is now (a late stylesheet may move it); a real click there, as a finger would.
      const box = await button.boundingBox();
      if (box) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        clicks++;
      }
      const worked = await page.evaluate(() => window.__firstWorking);
      if (worked !== null) {
        const domContentLoaded = await page.evaluate(
          () => performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
        );
        return { ms: Math.round(worked), domContentLoadedMs: Math.round(domContentLoaded), clicks };
      }
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: no click worked within a minute`);
      await sleep(RETRY_MS);
    }
  } finally {
    await close();
  }
}
