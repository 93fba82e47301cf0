// `npm run bench`: Lighthouse (mobile) and each route's first-load JavaScript (gzip), against the
// production build and a fresh sandbox database, printed as a table and checked against budgets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from './lib/build.mjs';
import { demoEnv } from './lib/demoEnv.mjs';
import { run, stopAll, waitForUrl } from './lib/processes.mjs';
import { flightTimings, largeRoundTrip } from './lib/flightBench.mjs';

const SITE_PORT = 3200;
const SANDBOX_PORT = 4200;
const site = (club) => `http://${club}.localhost:${SITE_PORT}`;

const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const flightQuery = `type=oneway&from=DXB&to=LHR&depart=${inDays(21)}&adults=1&children=0&infants=0&cabin=economy`;

/** Budgets named by the issues; a budget is checked here, never by a timed test. */
const pages = [
  { name: 'home (en)', url: `${site('skyline')}/en`, lighthouse: true, minScore: 95, maxJsKb: 160 },
  { name: 'home (ar)', url: `${site('nakhla')}/ar`, lighthouse: true, minScore: 95, maxJsKb: 160 },
  { name: 'not found', url: `${site('skyline')}/en/error/404`, lighthouse: false, maxJsKb: 160 },
  {
    name: 'no configuration',
    url: `http://unknown.localhost:${SITE_PORT}/en`,
    lighthouse: false,
    maxJsKb: 160,
  },
  {
    name: 'flight results (en)',
    url: `${site('skyline')}/en/flights?${flightQuery}`,
    lighthouse: true,
    minScore: 90,
    maxJsKb: 220,
  },
  // Its JavaScript is the same with or without a held fare (without one it offers a new search).
  { name: 'flight checkout', url: `${site('skyline')}/en/flights/checkout`, lighthouse: false, maxJsKb: 220 },
];

/** GET over loopback with the URL's host as the Host header (Node does not resolve *.localhost). */
function get(url) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
  });
}

/**
 * First-load JavaScript as Next.js counts it: the scripts the page's HTML loads (async), whose code
 * must run before the page hydrates. Chunks the HTML only preloads are code split out with
 * next/dynamic (a part that hydrates on its own once its chunk is in); they are reported apart.
 */
async function firstLoadJsKb(url) {
  const html = (await get(url)).toString('utf8');
  // Scripts marked noModule (legacy polyfills) are never fetched by a modern browser.
  const sources = new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js[^"]*)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1] + m[3]))
      .map((m) => m[2]),
  );
  const preloaded = new Set(
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /rel="preload"/.test(tag) && /as="script"/.test(tag))
      .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
      .filter((href) => href && !sources.has(href)),
  );
  const gzipKb = async (srcs) => {
    let total = 0;
    for (const src of srcs) total += gzipSync(await get(new URL(src, url).toString()), { level: 9 }).length;
    return total / 1024;
  };
  return { kb: await gzipKb(sources), files: sources.size, deferredKb: await gzipKb(preloaded) };
}

/** Lighthouse varies from run to run; as its documentation advises, the median of several runs counts. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

async function lighthouseMedian(url, chrome) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScore(url, chrome));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, runs: runs.map((r) => r.performance) };
}

async function lighthouseScore(url, chrome) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: 'simulate',
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
  };
}

process.on('unhandledRejection', (error) => {
  console.error(error);
  stopAll(1);
});
process.on('uncaughtException', (error) => {
  console.error(error);
  stopAll(1);
});

const env = demoEnv({ SANDBOX_PORT: String(SANDBOX_PORT) });
buildIfNeeded({ ...env, NODE_ENV: 'production' });
rmSync('.data/bench', { recursive: true, force: true });
run('sandbox', 'npx', ['tsx', 'sandbox/server.ts'], {
  ...env,
  NODE_ENV: 'test',
  SANDBOX_DATA_DIR: '.data/bench',
  SANDBOX_SITE_PORT: String(SITE_PORT),
});
await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/health`);
run('site', 'npx', ['next', 'start', '-p', String(SITE_PORT)], { ...env, NODE_ENV: 'production' });
await waitForUrl(`http://127.0.0.1:${SITE_PORT}/api/health`);
// Warm the server (first renders compile nothing in production, but fill the club cache).
for (const page of pages) await get(page.url).catch(() => undefined);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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

const rows = [];
let failed = false;
try {
  for (const page of pages) {
    const js = await firstLoadJsKb(page.url);
    const lh = page.lighthouse ? await lighthouseMedian(page.url, chrome) : null;
    const jsOk = js.kb <= page.maxJsKb;
    const scoreOk = !lh || lh.performance >= page.minScore;
    failed ||= !jsOk || !scoreOk;
    rows.push({
      page: page.name,
      'first-load JS (gzip)': `${js.kb.toFixed(1)} kB / ${page.maxJsKb} kB ${jsOk ? '✓' : '✗'}`,
      'JS files': js.files,
      'code-split JS (preloaded)': `${js.deferredKb.toFixed(1)} kB`,
      performance: lh ? `${lh.performance} / ${page.minScore} ${scoreOk ? '✓' : '✗'}` : '—',
      'runs (sorted)': lh ? lh.runs.join(' ') : '—',
      accessibility: lh?.accessibility ?? '—',
      LCP: lh?.lcp ?? '—',
      TBT: lh?.tbt ?? '—',
      CLS: lh?.cls ?? '—',
    });
  }
} finally {
  await chrome.kill();
}

// Flight search timings with the CPU slowed down 4× (see scripts/lib/flightBench.mjs). A failure
// here still prints the Lighthouse table and stops the servers.
let flights = [];
try {
  flights = await flightTimings({
    homeUrl: `${site('skyline')}/en`,
    large: await largeRoundTrip(
      `http://127.0.0.1:${SANDBOX_PORT}`,
      `skyline.localhost:${SITE_PORT}`,
      env.CLUB_API_KEY,
    ),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
} catch (error) {
  console.error('The flight search timings failed:', error);
  flights = [{ measure: 'flight search timings', result: 'failed (see above)', ok: false }];
}
failed ||= flights.some((row) => !row.ok);

console.table(rows);
console.table(flights.map(({ measure, result }) => ({ measure, result })));
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify({ at: new Date().toISOString(), rows, flights }, null, 2),
);
console.log(failed ? 'Some budgets are not met.' : 'Every budget is met.');
stopAll(failed ? 1 : 0);
