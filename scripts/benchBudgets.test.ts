import { describe, expect, it } from 'vitest';
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

const baseline = { score: 90, tbtMs: 200, lcpMs: 1500 };

describe('bench budgets', () => {
  it('takes the median of odd and even counts without reordering its input', () => {
    const runs = [5, 1, 3];
    expect(median(runs)).toBe(3);
    expect(runs).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes each measure’s median on its own, not the median run', () => {
    const runs = [
      { score: 80, tbtMs: 100, lcpMs: 3000 },
      { score: 90, tbtMs: 300, lcpMs: 1000 },
      { score: 70, tbtMs: 200, lcpMs: 2000 },
    ];
    expect(lighthouseMedians(runs)).toEqual({ score: 80, tbtMs: 200, lcpMs: 2000 });
  });

  it('holds the home page to 0.97× the score, +50 ms TBT, +300 ms LCP and +20 kB', () => {
    const within = checkPage('home', {
      page: { score: 88, tbtMs: 250, lcpMs: 1800 },
      baseline,
      js: 160,
      baselineJs: 140,
    });
    expect(within.map((c) => [c.measure, c.ok])).toEqual([
      ['score', true],
      ['TBT', true],
      ['LCP', true],
      ['first-load JS', true],
    ]);
    const over = checkPage('home', {
      page: { score: 87, tbtMs: 251, lcpMs: 1801 },
      baseline,
      js: 160.1,
      baselineJs: 140,
    });
    expect(over.every((c) => !c.ok)).toBe(true);
  });

  it('holds other pages to 0.93× the score, +150 ms TBT and +60 kB, with no LCP budget', () => {
    const checks = checkPage('page', {
      page: { score: 84, tbtMs: 350, lcpMs: 9000 },
      baseline,
      js: 200,
      baselineJs: 140,
    });
    expect(checks.map((c) => [c.measure, c.ok])).toEqual([
      ['score', true],
      ['TBT', true],
      ['LCP', true],
      ['first-load JS', true],
    ]);
    const over = checkPage('page', { page: { score: 83, tbtMs: 351, lcpMs: 0 }, baseline });
    expect(over.filter((c) => !c.ok).map((c) => c.measure)).toEqual(['score', 'TBT']);
  });

  it('checks only the JavaScript of a page not run through Lighthouse, and refuses an unknown kind', () => {
    const checks = checkPage('page', { page: null, baseline: null, js: 130, baselineJs: 140 });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ measure: 'first-load JS', ok: true, relative: -10 });
    expect(() => checkPage('hotel', { page: null, baseline: null })).toThrow(/unknown kind/);
  });

  it('checks SSR throughput as a ratio and the flight poll’s p99 as a limit', () => {
    expect(checkThroughput({ siteRps: 60, baselineRps: 100 }).ok).toBe(true);
    expect(checkThroughput({ siteRps: 59, baselineRps: 100 }).ok).toBe(false);
    expect(checkFlightPoll({ p99Ms: 150 }).ok).toBe(true);
    expect(checkFlightPoll({ p99Ms: 151 }).ok).toBe(false);
  });

  it('prints each check beside the baseline with the ratio or difference and the limit', () => {
    const [score, tbt, lcp, js] = checkPage('page', {
      page: { score: 82, tbtMs: 380, lcpMs: 1400 },
      baseline,
      js: 181.04,
      baselineJs: 143.7,
    });
    expect(formatCheck(score!)).toBe('82 vs 90 (0.91×, ≥ 0.93×) ✗');
    expect(formatCheck(tbt!)).toBe('380 vs 200 ms (+180, ≤ +150) ✗');
    expect(formatCheck(lcp!)).toBe('1400 vs 1500 ms (−100, no budget)');
    expect(formatCheck(js!)).toBe('181.0 vs 143.7 kB (+37.3, ≤ +60) ✓');
    expect(formatCheck(checkThroughput({ siteRps: 30.4, baselineRps: 40 }))).toBe(
      '30 vs 40 req/s (0.76×, ≥ 0.6×) ✓',
    );
  });

  it('makes one table row per page with a dash where a measure was not taken', () => {
    const rows = tableRows([
      {
        name: 'not found',
        checks: checkPage('page', { page: null, baseline: null, js: 128, baselineJs: 143.7 }),
      },
    ]);
    expect(rows).toEqual([
      {
        page: 'not found',
        'score (page vs baseline)': '—',
        TBT: '—',
        LCP: '—',
        'first-load JS (gzip)': '128.0 vs 143.7 kB (−15.7, ≤ +60) ✓',
      },
    ]);
  });

  it('says every budget is met, or names each one that is not', () => {
    expect(verdict([{ name: 'home (en)', check: { measure: 'TBT', ok: true } }])).toEqual({
      ok: true,
      message: 'Every budget met.',
    });
    const failed = verdict([
      { name: 'home (en)', check: { measure: 'TBT', ok: false } },
      { name: 'home (ar)', check: { measure: 'score', ok: true } },
      { name: 'results', check: { measure: 'score', ok: false } },
    ]);
    expect(failed.ok).toBe(false);
    expect(failed.message).toBe('Budgets not met (2): home (en): TBT; results: score');
  });
});
