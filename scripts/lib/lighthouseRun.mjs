// One Lighthouse run (mobile, APPLIED throttling) in a shared Chromium; the site and the baseline go
// through exactly these settings. With `throttlingMethod: 'devtools'` Lighthouse slows the page down
// while it loads (its mobile preset: 4× CPU, 150 ms round trips applied as 562.5 ms of request
// latency, 1.6 Mbps) and reports what it observed, rather than a simulation built from a fast load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH } from './benchBrowser.mjs';

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      // Paint holding keeps the previous page (here Lighthouse's about:blank) on screen until the new
      // one paints; in headless Chromium it sometimes holds a finished page back for a second or two,
      // which Lighthouse then counts against the page. A visitor arriving from elsewhere never sees it.
      '--disable-features=PaintHolding',
    ],
  });
}

export const LIGHTHOUSE_SETTINGS = {
  output: 'json',
  logLevel: 'error',
  // Only what the budgets read: a run gathers nothing else (no screenshots, no other audits).
  onlyAudits: ['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint'],
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  throttlingMethod: 'devtools',
  disableFullPageScreenshot: true,
};

/**
 * TBT / LCP / FCP in ms, and the machine's benchmarkIndex at that moment. A run that fails (an error
 * of Lighthouse's, a page that never paints) is kept with NaN figures, which fail their check.
 */
export async function lighthouseRun(url, chrome) {
  try {
    const result = await lighthouse(url, { ...LIGHTHOUSE_SETTINGS, port: chrome.port });
    const { audits, environment, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code} ${runtimeError.message}`);
    const ms = (id) => Math.round(audits[id].numericValue ?? NaN);
    return {
      tbtMs: ms('total-blocking-time'),
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      benchmarkIndex: environment.benchmarkIndex,
    };
  } catch (error) {
    console.error(`[lighthouse] ${url}: ${error.message}`);
    return { tbtMs: NaN, lcpMs: NaN, fcpMs: NaN, benchmarkIndex: NaN, error: error.message };
  }
}

/** Runs of a URL before one counts: a failed run is retried once, in a fresh Chromium. */
const ATTEMPTS = 2;

/**
 * Lighthouse's Chromium, replaced whenever it fails. Under heavy load (a load average of 11–17 on
 * two cores) a run has lost its tab ("Target closed"), and every later run in that Chromium then
 * failed too (NO_FCP): one failure ended the whole bench's Lighthouse part. Here a failed run is
 * retried once in a new Chromium, after a run thrown away (a fresh Chromium's first runs are
 * slower); `restart` gives each round of the bench a fresh Chromium, so none lives long.
 */
export function lighthouseBrowser({ warmUpUrl } = {}) {
  let chrome = null;
  const kill = async () => {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
    chrome = null;
  };
  const restart = async (warmUpUrls = [warmUpUrl].filter(Boolean)) => {
    await kill();
    chrome = await launchChrome();
    for (const url of warmUpUrls) await lighthouseRun(url, chrome);
  };
  return {
    async run(url) {
      if (!chrome) await restart();
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouseRun(url, chrome);
        const failed = Boolean(result.error) || !Number.isFinite(result.lcpMs);
        if (!failed) return attempt === 1 ? result : { ...result, attempts: attempt };
        if (attempt >= ATTEMPTS) return { ...result, attempts: attempt };
        console.error(`[lighthouse] a new Chromium for ${url} (attempt ${attempt + 1} of ${ATTEMPTS})`);
        await restart([warmUpUrl ?? url]);
      }
    },
    restart,
    kill,
  };
}
