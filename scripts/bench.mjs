// `npm run bench`: the site's pages measured against a bare Next.js + next-intl app (bench/baseline/)
// in the same run — Lighthouse (mobile) interleaved baseline / page, first-load JavaScript (gzip),
// SSR throughput — plus the reference API's flight poll and the flight search timings. Budgets are
// relative to the baseline (scripts/lib/benchBudgets.mjs), so they hold on a slow or busy machine.
// Results: printed, and written to bench-results/latest.json. Exit code 1 when a budget fails.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { buildIfNeeded } from './lib/build.mjs';
import { buildBaselineIfNeeded, nextVersion, startBaseline } from './lib/baseline.mjs';
import {
  checkFlightPoll,
  checkPage,
  checkThroughput,
  formatCheck,
  lighthouseMedians,
  median,
  tableRows,
  verdict,
} from './lib/benchBudgets.mjs';
import { demoEnv } from './lib/demoEnv.mjs';
import { firstLoadJsKb, get } from './lib/firstLoadJs.mjs';
import { CHROME_PATH, LIGHTHOUSE_SETTINGS, launchChrome, lighthouseRun } from './lib/lighthouseRun.mjs';
import { run, stopAll, waitForUrl } from './lib/processes.mjs';
import { flightPollLatency, ssrThroughput } from './lib/throughput.mjs';
import { flightTimings, largeRoundTrip } from './lib/flightBench.mjs';
import { hotelTimings, largeHotelSearch } from './lib/hotelBench.mjs';

// Overridable, so a bench never clashes with `npm start` (3000 / 4000) or another bench.
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3170);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3171);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4170);
/** Lighthouse varies from run to run; the median of several runs counts, as its documentation advises. */
const MIN_RUNS_FOR_VERDICT = 5;
const RUNS = Math.max(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? MIN_RUNS_FOR_VERDICT), 1);
const THROUGHPUT_ROUNDS = Math.max(Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 2), 1);

const site = (club) => `http://${club}.localhost:${SITE_PORT}`;
const baseline = (locale) => `http://localhost:${BASELINE_PORT}/${locale}`;
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const flightQuery = `type=oneway&from=DXB&to=LHR&depart=${inDays(21)}&adults=1&children=0&infants=0&cabin=economy`;
// Doha (city 5 of the sandbox's inventory: 280 hotels) and its first hotel, two rooms with a child,
// three weeks on (the inventory is generated from fixed seeds, so the ids hold).
const HOTEL_CITY = 'searchType=CITY&destinationId=5&countryId=QA';
const HOTEL_ID = 50001;
const stay = `checkIn=${inDays(21)}&checkOut=${inDays(23)}&room=2&room=1-7`;

/** A page run through Lighthouse and counted; `kind` names its budgets (benchBudgets.mjs: home, page). */
const measured = (name, kind, locale, url) => ({ name, kind, locale, url, lighthouse: true });
/** A page whose first-load JavaScript only is counted. */
const counted = (name, kind, locale, url) => ({ name, kind, locale, url, lighthouse: false });

// Each page is compared with the baseline page in its own language. Adding a page is one line.
const pages = [
  measured('home (en)', 'home', 'en', `${site('skyline')}/en`),
  measured('home (ar)', 'home', 'ar', `${site('nakhla')}/ar`),
  measured('flight results (en)', 'page', 'en', `${site('skyline')}/en/flights?${flightQuery}`),
  // Without a held fare (Lighthouse starts from empty storage) it offers a new search; its
  // JavaScript is the same either way.
  measured('flight checkout (en)', 'page', 'en', `${site('skyline')}/en/flights/checkout`),
  measured('hotel results (en)', 'page', 'en', `${site('skyline')}/en/hotels?${HOTEL_CITY}&${stay}`),
  measured(
    'hotel details (ar)',
    'page',
    'ar',
    `${site('nakhla')}/ar/hotels/details?hotelId=${HOTEL_ID}&${stay}`,
  ),
  // Without a held stay it offers a search; its JavaScript is the same either way.
  counted('hotel checkout (en)', 'page', 'en', `${site('skyline')}/en/hotels/checkout`),
  // Lighthouse starts logged out: My bookings shows its login prompt, the agent pages their first step.
  measured('my bookings (en)', 'page', 'en', `${site('skyline')}/en/my-bookings`),
  counted('manage booking (en)', 'page', 'en', `${site('skyline')}/en/manage-booking`),
  // A booking's detail page: Lighthouse has no session, so only its JavaScript (the same for any
  // booking and visitor) is counted; the id is well formed and belongs to nobody.
  counted(
    'booking detail (en)',
    'page',
    'en',
    `${site('skyline')}/en/my-bookings/flights/00000000-0000-4000-8000-000000000001`,
  ),
  measured(
    'agent sign-up (en)',
    'page',
    'en',
    `http://agent.skyline.localhost:${SITE_PORT}/en/agent-login?view=apply`,
  ),
  measured('about (en)', 'page', 'en', `${site('skyline')}/en/about-us`),
  measured('terms (ar)', 'page', 'ar', `${site('nakhla')}/ar/terms-and-conditions`),
  counted('contact (en)', 'page', 'en', `${site('skyline')}/en/contact-us`),
  // Lighthouse starts logged out, and My account shows a guest only its login prompt: its
  // first-load JavaScript (the same for a guest and a user) is counted, not its timings.
  counted('my account (en)', 'page', 'en', `${site('skyline')}/en/my-account`),
  counted('not found (en)', 'page', 'en', `${site('skyline')}/en/error/404`),
  counted('no configuration', 'page', 'en', `http://unknown.localhost:${SITE_PORT}/en`),
];

process.on('unhandledRejection', (error) => {
  console.error(error);
  stopAll(1);
});
process.on('uncaughtException', (error) => {
  console.error(error);
  stopAll(1);
});

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
startBaseline(BASELINE_PORT, env);
await waitForUrl(`http://127.0.0.1:${SITE_PORT}/api/health`);
await waitForUrl(baseline('en'));
// Warm both servers (nothing compiles in production, but the club cache fills and code loads).
for (const url of [...pages.map((p) => p.url), baseline('en'), baseline('ar')]) {
  for (let i = 0; i < 3; i++) await get(url).catch(() => undefined);
}

// First-load JavaScript: counts, not timings.
const js = {};
for (const locale of ['en', 'ar']) js[`baseline (${locale})`] = await firstLoadJsKb(baseline(locale));
for (const page of pages) js[page.name] = await firstLoadJsKb(page.url);

// Lighthouse: baseline, page, baseline, page… in one Chromium, so both see the same machine load.
const lighthouse = {};
const chrome = await launchChrome();
try {
  // The first runs of a fresh Chromium are slower; they count for nothing.
  await lighthouseRun(baseline('en'), chrome);
  await lighthouseRun(pages[0].url, chrome);
  for (const page of pages.filter((p) => p.lighthouse)) {
    const runs = { page: [], baseline: [] };
    for (let i = 0; i < RUNS; i++) {
      runs.baseline.push(await lighthouseRun(baseline(page.locale), chrome));
      runs.page.push(await lighthouseRun(page.url, chrome));
      console.log(
        `[lighthouse] ${page.name} ${i + 1}/${RUNS}: score ${runs.page.at(-1).score} (baseline ${runs.baseline.at(-1).score}), TBT ${runs.page.at(-1).tbtMs} (${runs.baseline.at(-1).tbtMs}) ms, LCP ${runs.page.at(-1).lcpMs} (${runs.baseline.at(-1).lcpMs}) ms`,
      );
    }
    lighthouse[page.name] = runs;
  }
} finally {
  await chrome.kill();
}

const results = pages.map((page) => {
  const runs = lighthouse[page.name];
  const medians = runs
    ? { page: lighthouseMedians(runs.page), baseline: lighthouseMedians(runs.baseline) }
    : null;
  const checks = checkPage(page.kind, {
    page: medians?.page ?? null,
    baseline: medians?.baseline ?? null,
    js: js[page.name].kb,
    baselineJs: js[`baseline (${page.locale})`].kb,
  });
  return {
    name: page.name,
    url: page.url,
    kind: page.kind,
    medians,
    runs: runs ?? null,
    js: js[page.name],
    checks,
  };
});

// SSR throughput, interleaved the same way; then the reference API's flight poll under load.
const throughput = await ssrThroughput({
  siteUrl: pages[0].url,
  baselineUrl: baseline('en'),
  rounds: THROUGHPUT_ROUNDS,
});
const throughputCheck = checkThroughput(throughput);
const poll = await flightPollLatency({
  apiBase: `http://127.0.0.1:${SANDBOX_PORT}`,
  siteHost: `skyline.localhost:${SITE_PORT}`,
  apiKey: env.CLUB_API_KEY,
  depart: inDays(21),
});
const pollCheck = checkFlightPoll(poll);

// Search timings with the CPU slowed down 4× (scripts/lib/flightBench.mjs, hotelBench.mjs). A
// failure here still prints the tables and stops the servers.
const apiBase = `http://127.0.0.1:${SANDBOX_PORT}`;
const siteHost = `skyline.localhost:${SITE_PORT}`;
async function timed(name, measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(`The ${name} timings failed:`, error);
    return [{ measure: `${name} timings`, result: 'failed (see above)', ok: false }];
  }
}
const timings = [
  ...(await timed('flight search', async () =>
    flightTimings({
      homeUrl: pages[0].url,
      large: await largeRoundTrip(apiBase, siteHost, env.CLUB_API_KEY),
      chromePath: CHROME_PATH,
    }),
  )),
  ...(await timed('hotel results', async () =>
    hotelTimings({
      large: await largeHotelSearch(apiBase, siteHost, env.CLUB_API_KEY),
      chromePath: CHROME_PATH,
    }),
  )),
];

const benchmarkIndex = median(
  Object.values(lighthouse).flatMap((runs) => [...runs.page, ...runs.baseline].map((r) => r.benchmarkIndex)),
);
console.log(
  `\nLighthouse medians of ${RUNS} runs each, interleaved with the baseline (bench/baseline/, Next.js ${nextVersion()}); benchmarkIndex ${Math.round(benchmarkIndex)}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(tableRows(results));
console.table(
  Object.entries(js).map(([name, { kb, files, deferredKb }]) => ({
    page: name,
    'first-load JS (gzip)': `${kb.toFixed(1)} kB`,
    'JS files': files,
    'code-split JS (preloaded)': `${deferredKb.toFixed(1)} kB`,
  })),
);
console.table([
  {
    measure: `SSR, home (en) vs baseline (${THROUGHPUT_ROUNDS}× 10 s, 10 connections)`,
    result: formatCheck(throughputCheck),
  },
  {
    measure: 'SSR, home (en) rendered for every request (Cache-Control: no-cache; information)',
    result: `${throughput.siteRenderedRps.toFixed(0)} req/s (${(throughput.siteRenderedRps / throughput.baselineRps).toFixed(2)}× baseline)`,
  },
  {
    measure: `reference API flight poll, all ${poll.offers} offers (10 s, 10 connections)`,
    result: formatCheck(pollCheck),
  },
  ...timings.map(({ measure, result }) => ({ measure, result })),
]);

const named = [
  ...results.flatMap(({ name, checks }) => checks.map((check) => ({ name, check }))),
  { name: 'home (en)', check: throughputCheck },
  { name: 'reference API', check: pollCheck },
  ...timings.map((row) => ({ name: 'search timings', check: { measure: row.measure, ok: row.ok } })),
];
const measuredOutcome = verdict(named);
// Fewer runs make a quicker check of the pipeline, never a verdict.
const outcome =
  RUNS >= MIN_RUNS_FOR_VERDICT
    ? measuredOutcome
    : {
        ok: false,
        message: `${measuredOutcome.message} — but only ${RUNS} Lighthouse run(s) per page: a verdict needs ${MIN_RUNS_FOR_VERDICT}.`,
      };

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify(
    {
      at: new Date().toISOString(),
      commit,
      machine: {
        benchmarkIndex,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverageAtEnd: os.loadavg(),
      },
      settings: { nextVersion: nextVersion(), lighthouseRuns: RUNS, lighthouse: LIGHTHOUSE_SETTINGS },
      pages: results,
      firstLoadJs: js,
      throughput: { ...throughput, check: throughputCheck },
      flightPoll: { ...poll, check: pollCheck },
      timings,
      ok: outcome.ok,
      message: outcome.message,
    },
    null,
    2,
  ),
);
console.log(`\n${outcome.message}`);
stopAll(outcome.ok ? 0 : 1);
