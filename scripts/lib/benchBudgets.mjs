// The bench's budgets and the pure arithmetic around them (medians, checks, the printed table).
// Every budget is relative to the bare Next.js baseline measured in the same run (bench/baseline/),
// so that a slower or busier machine moves both sides alike; only JavaScript sizes are counts.

/**
 * Per kind of page. `minScoreRatio`: the page's median Lighthouse score over the baseline's;
 * `maxTbtMs` / `maxLcpMs`: how much the page's median may exceed the baseline's; `maxJsKb`: how many
 * kB (gzip) of first-load JavaScript the page may load beyond the baseline's. `null`: not budgeted.
 */
export const BUDGETS = {
  home: { minScoreRatio: 0.97, maxTbtMs: 50, maxLcpMs: 300, maxJsKb: 20 },
  page: { minScoreRatio: 0.93, maxTbtMs: 150, maxLcpMs: null, maxJsKb: 60 },
};

/** SSR: the home page's requests per second over the baseline's; the flight poll's 99th percentile. */
export const THROUGHPUT_MIN_RATIO = 0.6;
export const FLIGHT_POLL_MAX_P99_MS = 150;

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The medians of a page's Lighthouse runs: score (0–100), TBT and LCP (ms). */
export function lighthouseMedians(runs) {
  return {
    score: median(runs.map((run) => run.score)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

/**
 * The checks of one page against the baseline. `page` / `baseline`: medians from
 * lighthouseMedians (or null when the page is not run through Lighthouse); `js` / `baselineJs`:
 * first-load JavaScript in kB gzip. Returns one entry per budget the page's kind names.
 */
export function checkPage(kind, { page, baseline, js, baselineJs }) {
  const budget = BUDGETS[kind];
  if (!budget) throw new Error(`unknown kind of page: ${kind}`);
  const checks = [];
  if (page && baseline) {
    const ratio = page.score / baseline.score;
    checks.push({
      measure: 'score',
      ok: ratio >= budget.minScoreRatio,
      value: page.score,
      baseline: baseline.score,
      relative: ratio,
      limit: budget.minScoreRatio,
    });
    for (const [measure, key, limit] of [
      ['TBT', 'tbtMs', budget.maxTbtMs],
      ['LCP', 'lcpMs', budget.maxLcpMs],
    ]) {
      const difference = page[key] - baseline[key];
      checks.push({
        measure,
        ok: limit === null || difference <= limit,
        value: page[key],
        baseline: baseline[key],
        relative: difference,
        limit,
      });
    }
  }
  if (js !== undefined && baselineJs !== undefined) {
    const difference = js - baselineJs;
    checks.push({
      measure: 'first-load JS',
      ok: difference <= budget.maxJsKb,
      value: js,
      baseline: baselineJs,
      relative: difference,
      limit: budget.maxJsKb,
    });
  }
  return checks;
}

export function checkThroughput({ siteRps, baselineRps }) {
  const ratio = siteRps / baselineRps;
  return {
    measure: 'SSR requests/s',
    ok: ratio >= THROUGHPUT_MIN_RATIO,
    value: siteRps,
    baseline: baselineRps,
    relative: ratio,
    limit: THROUGHPUT_MIN_RATIO,
  };
}

export function checkFlightPoll({ p99Ms }) {
  return {
    measure: 'flight poll p99',
    ok: p99Ms <= FLIGHT_POLL_MAX_P99_MS,
    value: p99Ms,
    limit: FLIGHT_POLL_MAX_P99_MS,
  };
}

const mark = (ok) => (ok ? '✓' : '✗');
const signed = (n, digits = 0) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;

/** One check as printed: "82 vs 90 (0.91×, ≥ 0.93×) ✗", "180 vs 120 ms (+60, ≤ +150) ✓". */
export function formatCheck(check) {
  switch (check.measure) {
    case 'score':
      return `${check.value} vs ${check.baseline} (${check.relative.toFixed(2)}×, ≥ ${check.limit}×) ${mark(check.ok)}`;
    case 'TBT':
    case 'LCP': {
      const limit = check.limit === null ? 'no budget' : `≤ +${check.limit}`;
      return `${Math.round(check.value)} vs ${Math.round(check.baseline)} ms (${signed(check.relative)}, ${limit})${check.limit === null ? '' : ` ${mark(check.ok)}`}`;
    }
    case 'first-load JS':
      return `${check.value.toFixed(1)} vs ${check.baseline.toFixed(1)} kB (${signed(check.relative, 1)}, ≤ +${check.limit}) ${mark(check.ok)}`;
    case 'SSR requests/s':
      return `${check.value.toFixed(0)} vs ${check.baseline.toFixed(0)} req/s (${check.relative.toFixed(2)}×, ≥ ${check.limit}×) ${mark(check.ok)}`;
    case 'flight poll p99':
      return `${check.value} ms (≤ ${check.limit}) ${mark(check.ok)}`;
    default:
      return `${check.value} ${mark(check.ok)}`;
  }
}

/** The side-by-side table: one row per page, one column per measure; '—' where not measured. */
export function tableRows(results) {
  return results.map(({ name, checks }) => {
    const cell = (measure) => {
      const check = checks.find((c) => c.measure === measure);
      return check ? formatCheck(check) : '—';
    };
    return {
      page: name,
      'score (page vs baseline)': cell('score'),
      TBT: cell('TBT'),
      LCP: cell('LCP'),
      'first-load JS (gzip)': cell('first-load JS'),
    };
  });
}

/** The closing line: every budget met, or the ones that failed. */
export function verdict(named) {
  const failed = named.filter(({ check }) => !check.ok).map(({ name, check }) => `${name}: ${check.measure}`);
  return failed.length === 0
    ? { ok: true, message: 'Every budget met.' }
    : { ok: false, message: `Budgets not met (${failed.length}): ${failed.join('; ')}` };
}
