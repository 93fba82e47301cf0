// One Lighthouse run (mobile, simulated throttling) in a shared Chromium; the site and the baseline
// go through exactly these settings.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  onlyCategories: ['performance', 'accessibility'],
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  throttlingMethod: 'simulate',
};

/** Score 0–100, TBT / LCP / FCP in ms, and the machine's benchmarkIndex at that moment. */
export async function lighthouseRun(url, chrome) {
  const result = await lighthouse(url, { ...LIGHTHOUSE_SETTINGS, port: chrome.port });
  const { categories, audits, environment, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    benchmarkIndex: environment.benchmarkIndex,
  };
}
