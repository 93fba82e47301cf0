// `npm run bench`: what a user feels, each figure against the bare baseline app (bench/baseline/)
// measured in the same run, interleaved baseline / page — Lighthouse with applied throttling, the
// first working click on a slow phone and network, interaction latency as INP counts it, first-load
// JavaScript, server rendering — plus the reference API's flight poll. Budgets: scripts/lib/
// benchBudgets.mjs. Prints one table, writes bench-results/latest.json, exits 1 on a miss.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { buildIfNeeded } from './lib/build.mjs';
import { buildBaselineIfNeeded, nextVersion, startBaseline } from './lib/baseline.mjs';
import { BUDGETS, check, infoRow, median, tableRow, verdict } from './lib/benchBudgets.mjs';
import { launchBrowser } from './lib/benchBrowser.mjs';
import { demoEnv } from './lib/demoEnv.mjs';
import { BASELINE_BUTTON, SITE_LANGUAGE_BUTTON, firstWorkingClick } from './lib/firstClick.mjs';
import { firstLoadJsKb, get } from './lib/firstLoadJs.mjs';
import { largeRoundTrip } from './lib/flightBench.mjs';
import { largeHotelSearch } from './lib/hotelBench.mjs';
import {
  baselineClick,
  flightStopsFilter,
  homeInteractions,
  hotelStarsFilter,
} from './lib/interactionBench.mjs';
import { LIGHTHOUSE_SETTINGS, lighthouseBrowser } from './lib/lighthouseRun.mjs';
import { run, stopAll, waitForUrl } from './lib/processes.mjs';
import { flightPollLatency, ssrThroughput } from './lib/throughput.mjs';

// Overridable, so a bench never clashes with `npm start` (3000 / 4000) or another bench.
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3170);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3171);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4170);
/** Runs of each measure, interleaved with the baseline's; the median counts. */
const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
/** BENCH_ONLY=lighthouse,click,interactions,js,ssr,poll runs a part of the bench (no verdict). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const part = (name) => !ONLY || ONLY.has(name);
/** BENCH_PAGES=home,about measures only the pages whose names contain one of the words (no verdict). */
const PAGES_WANTED = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').filter(Boolean) : null;
/** Lighthouse pages measured after each baseline run (every page stays next to one). */
const LIGHTHOUSE_PAGES_PER_BASELINE = 2;

const site = (club) => `http://${club}.localhost:${SITE_PORT}`;
const baseline = (locale) => `http://localhost:${BASELINE_PORT}/${locale}`;
const apiBase = `http://127.0.0.1:${SANDBOX_PORT}`;
const siteHost = `skyline.localhost:${SITE_PORT}`;
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const flightQuery = `type=oneway&from=DXB&to=LHR&depart=${inDays(21)}&adults=1&children=0&infants=0&cabin=economy`;
// Doha (city 5 of the sandbox's inventory: 280 hotels) and its first hotel, two rooms with a child,
// three weeks on (the inventory is generated from fixed seeds, so the ids hold).
const HOTEL_CITY = 'searchType=CITY&destinationId=5&countryId=QA';
const HOTEL_ID = 50001;
const stay = `checkIn=${inDays(21)}&checkOut=${inDays(23)}&room=2&room=1-7`;

/** A page run through Lighthouse, and its first-load JavaScript counted. */
const measured = (name, locale, url) => ({ name, locale, url, lighthouse: true });
/** A page whose first-load JavaScript only is counted. */
const counted = (name, locale, url) => ({ name, locale, url, lighthouse: false });

// Each page is compared with the baseline page in its own language. Adding a page is one line.
// Lighthouse starts from empty storage, logged out: the checkouts without a held fare or stay offer
// a new search, My bookings its login prompt; their JavaScript is the same either way.
const HOME = measured('home (en)', 'en', `${site('skyline')}/en`);
const pages = [
  HOME,
  measured('home (ar)', 'ar', `${site('nakhla')}/ar`),
  measured('flight results (en)', 'en', `${site('skyline')}/en/flights?${flightQuery}`),
  measured('flight checkout (en)', 'en', `${site('skyline')}/en/flights/checkout`),
  measured('hotel results (en)', 'en', `${site('skyline')}/en/hotels?${HOTEL_CITY}&${stay}`),
  measured('hotel details (ar)', 'ar', `${site('nakhla')}/ar/hotels/details?hotelId=${HOTEL_ID}&${stay}`),
  measured('hotel checkout (en)', 'en', `${site('skyline')}/en/hotels/checkout`),
  measured('my bookings (en)', 'en', `${site('skyline')}/en/my-bookings`),
  measured('about (en)', 'en', `${site('skyline')}/en/about-us`),
  counted('manage booking (en)', 'en', `${site('skyline')}/en/manage-booking`),
  // A booking's detail page: its JavaScript is the same for any booking and visitor; the id is well
  // formed and belongs to nobody.
  counted(
    'booking detail (en)',
    'en',
    `${site('skyline')}/en/my-bookings/flights/00000000-0000-4000-8000-000000000001`,
  ),
  counted(
    'agent sign-up (en)',
    'en',
    `http://agent.skyline.localhost:${SITE_PORT}/en/agent-login?view=apply`,
  ),
  counted('terms (ar)', 'ar', `${site('nakhla')}/ar/terms-and-conditions`),
  counted('contact (en)', 'en', `${site('skyline')}/en/contact-us`),
  counted('my account (en)', 'en', `${site('skyline')}/en/my-account`),
  counted('not found (en)', 'en', `${site('skyline')}/en/error/404`),
  counted('no configuration', 'en', `http://unknown.localhost:${SITE_PORT}/en`),
].filter((page) => !PAGES_WANTED || PAGES_WANTED.some((word) => page.name.includes(word)));

/** The interactions measured at 4× CPU, by the key interactionBench.mjs returns them under. */
const INTERACTIONS = [
  ['home (en)', 'languageMenu', 'open the language menu'],
  ['home (en)', 'leavingFrom', 'type 3 letters in "Leaving from"'],
  ['home (en)', 'datePicker', 'open the departure date picker'],
  ['home (en)', 'signIn', 'submit the sign-in e-mail step'],
  ['flight results (en)', 'flightStops', 'toggle a stops filter'],
  ['hotel results (en)', 'hotelStars', 'toggle a star filter'],
];

process.on('unhandledRejection', (error) => {
  console.error(error);
  stopAll(1);
});
process.on('uncaughtException', (error) => {
  console.error(error);
  stopAll(1);
});

const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
const loadAverages = [os.loadavg()[0]];
const sampleLoad = setInterval(() => loadAverages.push(os.loadavg()[0]), 30_000).unref();

// The commit measured (taken now: a commit made while the bench runs is not what it measured).
let commit = null;
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const env = demoEnv({ SANDBOX_PORT: String(SANDBOX_PORT) });
buildIfNeeded({ ...env, NODE_ENV: 'production' });
buildBaselineIfNeeded({ ...env, NODE_ENV: 'production' });
rmSync(`.data/bench-${SANDBOX_PORT}`, { recursive: true, force: true });
run('sandbox', 'npx', ['tsx', 'sandbox/server.ts'], {
  ...env,
  NODE_ENV: 'test',
  SANDBOX_DATA_DIR: `.data/bench-${SANDBOX_PORT}`,
  SANDBOX_SITE_PORT: String(SITE_PORT),
});
await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/health`);
run('site', 'node', ['server/site.mjs', '-p', String(SITE_PORT)], { ...env, NODE_ENV: 'production' });
// The baseline's photo page shows the first Doha hotel's first photo from the sandbox, as the hotel
// results page's first card does.
startBaseline(BASELINE_PORT, { ...env, BASELINE_PHOTO_URL: `${apiBase}/hotel/photo/${HOTEL_ID}/1.svg` });
await waitForUrl(`http://127.0.0.1:${SITE_PORT}/api/health`);
await waitForUrl(baseline('en'));
// Warm both servers (nothing compiles in production, but the club cache fills and code loads).
for (const url of [...pages.map((p) => p.url), baseline('en'), baseline('ar')]) {
  for (let i = 0; i < 2; i++) await get(url).catch(() => undefined);
}
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);
const loadSummary = () => ({
  min: Math.min(...loadAverages),
  median: median(loadAverages),
  max: Math.max(...loadAverages),
});
/**
 * bench-results/latest.json: written after each part as well as at the end (marked `partial`
 * until then), so a bench stopped half-way still leaves what it measured.
 */
function save(outcome = null) {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        commit,
        partial: outcome === null,
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: loadSummary() },
        settings: {
          nextVersion: nextVersion(),
          runs: RUNS,
          lighthouse: LIGHTHOUSE_SETTINGS,
          budgets: BUDGETS,
        },
        checks,
        info,
        raw,
        ok: outcome?.ok ?? false,
        message: outcome?.message ?? `partial: ${elapsed()} in`,
      },
      null,
      2,
    ),
  );
}
const checks = [];
const info = [];
const raw = { commit, runs: RUNS };

// First-load JavaScript: counts, not timings.
if (part('js')) {
  const js = {};
  for (const locale of ['en', 'ar']) js[`baseline (${locale})`] = await firstLoadJsKb(baseline(locale));
  for (const page of pages) js[page.name] = await firstLoadJsKb(page.url);
  raw.firstLoadJs = js;
  for (const page of pages) {
    checks.push(
      check(page === HOME || page.name === 'home (ar)' ? 'homeJs' : 'pageJs', {
        page: page.name,
        value: js[page.name].kb,
        baseline: js[`baseline (${page.locale})`].kb,
      }),
    );
  }
  log('first-load JavaScript counted');
  save();
}

// Lighthouse with applied throttling, round after round over the pages, in one Chromium: both sides
// see the same machine load. Each round runs the baseline in a language, then two pages in that
// language (a run takes 15–25 s here, mostly Lighthouse's own quiet windows), so every page is next
// to a baseline run; a page is compared with the median of the baseline runs next to it.
if (part('lighthouse')) {
  const lighthousePages = pages.filter((p) => p.lighthouse);
  const groups = [];
  for (const locale of ['en', 'ar']) {
    const inLocale = lighthousePages.filter((p) => p.locale === locale);
    for (let i = 0; i < inLocale.length; i += LIGHTHOUSE_PAGES_PER_BASELINE) {
      groups.push({ locale, pages: inLocale.slice(i, i + LIGHTHOUSE_PAGES_PER_BASELINE) });
    }
  }
  const runs = Object.fromEntries(lighthousePages.map((p) => [p.name, { page: [], baseline: [] }]));
  raw.lighthouse = runs;
  // For information: the baseline with a photo from the API as its largest paint, next to the text
  // baseline in each round — what a second request costs a bare page (the hotel pages' LCP).
  const photoRuns = { page: [], baseline: [] };
  raw.lighthousePhotoBaseline = photoRuns;
  // One Chromium per round (a fresh one's first two runs count for nothing), replaced at once if a
  // run fails: see lighthouseBrowser.
  const warmUpUrls = [baseline('en'), lighthousePages[0]?.url ?? HOME.url];
  const chrome = lighthouseBrowser({ warmUpUrl: baseline('en') });
  try {
    for (let i = 0; i < RUNS; i++) {
      await chrome.restart(warmUpUrls);
      for (const group of groups) {
        const base = await chrome.run(baseline(group.locale));
        if (group === groups[0]) {
          const photo = await chrome.run(`${baseline(group.locale)}/photo`);
          photoRuns.baseline.push(base);
          photoRuns.page.push(photo);
          log(
            `lighthouse ${i + 1}/${RUNS} baseline with a photo: LCP ${photo.lcpMs} (text ${base.lcpMs}) ms`,
          );
        }
        for (const page of group.pages) {
          const measuredRun = await chrome.run(page.url);
          runs[page.name].baseline.push(base);
          runs[page.name].page.push(measuredRun);
          log(
            `lighthouse ${i + 1}/${RUNS} ${page.name}: LCP ${measuredRun.lcpMs} (baseline ${base.lcpMs}) ms, TBT ${measuredRun.tbtMs} (${base.tbtMs}) ms`,
          );
        }
      }
      save();
    }
  } finally {
    await chrome.kill();
  }
  raw.benchmarkIndex = median(
    Object.values(runs).flatMap((r) => [...r.page, ...r.baseline].map((x) => x.benchmarkIndex)),
  );
  info.push({
    page: `baseline with a photo (${groups[0]?.locale ?? 'en'})`,
    figure: 'LCP, a photo from the API',
    value: median(photoRuns.page.map((r) => r.lcpMs)),
    baseline: median(photoRuns.baseline.map((r) => r.lcpMs)),
    unit: 'ms',
    compare: 'difference',
  });
  for (const page of lighthousePages) {
    const { page: own, baseline: base } = runs[page.name];
    for (const [budget, key] of [
      ['lcp', 'lcpMs'],
      ['tbt', 'tbtMs'],
    ]) {
      checks.push(
        check(budget, {
          page: page.name,
          value: median(own.map((r) => r[key])),
          baseline: median(base.map((r) => r[key])),
        }),
      );
    }
  }
}

// The Playwright Chromium for the click and the interactions: a measure that fails (its page or the
// browser gone, as under heavy load) is tried once more in a fresh Chromium; a measure that fails
// twice counts as not measured, and the bench goes on.
let browser = null;
const freshBrowser = async () => {
  await browser?.close().catch(() => undefined);
  browser = await launchBrowser();
};
const attempt = async (name, measure) => {
  for (let tries = 1; ; tries++) {
    try {
      if (!browser?.isConnected()) await freshBrowser();
      return await measure(browser);
    } catch (error) {
      console.error(`[bench] ${name} failed (attempt ${tries} of 2):`, error.message);
      if (tries >= 2) return null;
      await freshBrowser().catch(() => undefined);
    }
  }
};

// The first working click on the home page's language button against the baseline's button.
if (part('click')) {
  const runs = { page: [], baseline: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.baseline.push(
      await attempt('baseline first click', (b) => firstWorkingClick(b, baseline('en'), BASELINE_BUTTON)),
    );
    runs.page.push(await attempt('first click', (b) => firstWorkingClick(b, HOME.url, SITE_LANGUAGE_BUTTON)));
    const [own, base] = [runs.page.at(-1), runs.baseline.at(-1)];
    log(
      `first working click ${i + 1}/${RUNS}: ${own?.ms ?? '✗'} ms (DOMContentLoaded ${own?.domContentLoadedMs ?? '✗'}), baseline ${base?.ms ?? '✗'} ms (${base?.domContentLoadedMs ?? '✗'})`,
    );
  }
  raw.firstClick = runs;
  save();
  checks.push(
    check('firstClick', {
      page: HOME.name,
      value: median(runs.page.map((r) => r?.ms ?? NaN)),
      baseline: median(runs.baseline.map((r) => r?.ms ?? NaN)),
    }),
  );
}

// Interaction latency at 4× CPU; the baseline's button click beside each, for reference.
if (part('interactions')) {
  const largeFlights = await largeRoundTrip(apiBase, siteHost, env.CLUB_API_KEY);
  const largeHotels = await largeHotelSearch(apiBase, siteHost, env.CLUB_API_KEY);
  const runs = { baseline: [], ...Object.fromEntries(INTERACTIONS.map(([, key]) => [key, []])) };
  for (let i = 0; i < RUNS; i++) {
    runs.baseline.push(await attempt('baseline click', (b) => baselineClick(b, baseline('en'))));
    const home = await attempt('home interactions', (b) => homeInteractions(b, HOME.url));
    for (const key of ['languageMenu', 'leavingFrom', 'datePicker', 'signIn'])
      runs[key].push(home?.[key] ?? null);
    runs.baseline.push(await attempt('baseline click', (b) => baselineClick(b, baseline('en'))));
    runs.flightStops.push(await attempt('stops filter', (b) => flightStopsFilter(b, largeFlights)));
    runs.hotelStars.push(await attempt('star filter', (b) => hotelStarsFilter(b, largeHotels)));
    log(
      `interactions ${i + 1}/${RUNS}: ${INTERACTIONS.map(([, key]) => `${key} ${runs[key].at(-1)?.ms ?? '✗'}`).join(', ')} ms; baseline click ${runs.baseline.at(-1)?.ms ?? '✗'} ms`,
    );
  }
  raw.interactions = { runs, flights: largeFlights, hotels: largeHotels };
  save();
  const baselineMs = median(runs.baseline.map((r) => r?.ms ?? NaN));
  for (const [page, key, label] of INTERACTIONS) {
    const sample = runs[key].find(Boolean);
    const over = sample?.total ? ` over ${sample.total}` : '';
    checks.push(
      check('interaction', {
        page,
        figure: `interaction: ${label}${over}`,
        value: median(runs[key].map((r) => r?.ms ?? NaN)),
        baseline: baselineMs,
      }),
    );
  }
}
if (browser) await browser.close().catch(() => undefined);

// Server rendering: the home page rendered afresh against the baseline's dynamic page, interleaved;
// the site's own page cache (if it has one) for information.
if (part('ssr')) {
  const hasPageCache = existsSync('server/pageCache.mjs');
  const throughput = await ssrThroughput({
    siteUrl: HOME.url,
    baselineUrl: baseline('en'),
    rounds: RUNS,
    cached: hasPageCache,
  });
  raw.throughput = throughput;
  checks.push(check('ssr', { page: HOME.name, value: throughput.siteRps, baseline: throughput.baselineRps }));
  if (hasPageCache) {
    info.push({
      page: HOME.name,
      figure: "SSR req/s, from the site's page cache",
      value: throughput.siteCachedRps,
      baseline: throughput.baselineRps,
      unit: 'req/s',
    });
  }
  log('server rendering measured');
  save();
}

// The reference API's flight poll under load (absolute).
if (part('poll')) {
  const poll = await flightPollLatency({
    apiBase,
    siteHost,
    apiKey: env.CLUB_API_KEY,
    depart: inDays(21),
  });
  raw.flightPoll = poll;
  save();
  checks.push(
    check('flightPoll', {
      page: 'reference API',
      figure: `flight poll p99, ${poll.offers} offers`,
      value: poll.p99Ms,
    }),
  );
}

clearInterval(sampleLoad);
loadAverages.push(os.loadavg()[0]);
const load = loadSummary();
console.log(
  `\nMedians of ${RUNS} runs each, interleaved with the baseline (bench/baseline/, Next.js ${nextVersion()}); ` +
    `${elapsed()}; load average (1 min) ${load.min.toFixed(1)}–${load.max.toFixed(1)}, median ${load.median.toFixed(1)}, on ${os.cpus().length} CPUs` +
    (raw.benchmarkIndex ? `; Lighthouse benchmarkIndex ${Math.round(raw.benchmarkIndex)}` : ''),
);
console.table([...checks.map(tableRow), ...info.map(infoRow)]);

const measuredOutcome = verdict(checks);
// A part of the bench checks the pipeline, never the whole verdict.
const outcome =
  ONLY || PAGES_WANTED
    ? {
        ok: false,
        message: `${measuredOutcome.message}\n(BENCH_ONLY=${process.env.BENCH_ONLY ?? ''} BENCH_PAGES=${process.env.BENCH_PAGES ?? ''}: a part, not a verdict)`,
      }
    : measuredOutcome;

save(outcome);
console.log(`\n${outcome.message}`);
stopAll(outcome.ok ? 0 : 1);
