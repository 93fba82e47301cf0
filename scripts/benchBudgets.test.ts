import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetText, check, infoRow, median, tableRow, verdict } from './lib/benchBudgets.mjs';

describe('bench budgets', () => {
  it('are the issue’s: LCP +300 ms, TBT +100 ms, first click +300 ms, 200 ms a tap, JS +20/+60 kB, SSR 0.5×', () => {
    expect(BUDGETS.lcp).toMatchObject({ kind: 'overBaseline', max: 300 });
    expect(BUDGETS.tbt).toMatchObject({ kind: 'overBaseline', max: 100 });
    expect(BUDGETS.firstClick).toMatchObject({ kind: 'overBaseline', max: 300 });
    expect(BUDGETS.interaction).toMatchObject({ kind: 'absolute', max: 200 });
    expect(BUDGETS.homeJs).toMatchObject({ kind: 'overBaseline', max: 20 });
    expect(BUDGETS.pageJs).toMatchObject({ kind: 'overBaseline', max: 60 });
    expect(BUDGETS.ssr).toMatchObject({ kind: 'ratioOfBaseline', min: 0.5 });
    expect(BUDGETS.flightPoll).toMatchObject({ kind: 'absolute', max: 150 });
  });

  it('takes the median of odd and even counts, leaving out runs that measured nothing', () => {
    const runs = [5, 1, 3];
    expect(median(runs)).toBe(3);
    expect(runs).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([4, NaN, 2])).toBe(3);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });

  it('passes a figure up to the baseline plus its allowance, and fails one a unit over', () => {
    const within = check('lcp', { page: 'home (en)', value: 1800, baseline: 1500 });
    expect(within).toMatchObject({ ok: true, relative: 300, missedBy: null, figure: 'LCP', unit: 'ms' });
    const over = check('lcp', { page: 'home (en)', value: 1801, baseline: 1500 });
    expect(over).toMatchObject({ ok: false, relative: 301, missedBy: 1 });
    expect(check('tbt', { page: 'p', value: 100, baseline: 0 }).ok).toBe(true);
    expect(check('tbt', { page: 'p', value: 101, baseline: 0 }).ok).toBe(false);
    expect(check('homeJs', { page: 'p', value: 160, baseline: 140 }).ok).toBe(true);
    expect(check('homeJs', { page: 'p', value: 160.1, baseline: 140 }).ok).toBe(false);
    expect(check('pageJs', { page: 'p', value: 200, baseline: 140 }).ok).toBe(true);
    expect(check('pageJs', { page: 'p', value: 200.1, baseline: 140 }).ok).toBe(false);
    // Faster than the baseline is fine.
    expect(check('firstClick', { page: 'p', value: 2000, baseline: 3000 })).toMatchObject({
      ok: true,
      relative: -1000,
    });
  });

  it('holds an interaction to 200 ms whatever the baseline, which is printed for reference', () => {
    expect(check('interaction', { page: 'p', value: 200, baseline: 40 })).toMatchObject({
      ok: true,
      relative: 160,
    });
    expect(check('interaction', { page: 'p', value: 201, baseline: 400 })).toMatchObject({
      ok: false,
      missedBy: 1,
    });
    expect(check('interaction', { page: 'p', value: 120 })).toMatchObject({
      ok: true,
      baseline: null,
      relative: null,
    });
    expect(check('flightPoll', { page: 'API', value: 151 })).toMatchObject({ ok: false, missedBy: 1 });
  });

  it('checks server rendering as a ratio of the baseline’s requests per second', () => {
    expect(check('ssr', { page: 'p', value: 50, baseline: 100 })).toMatchObject({ ok: true, relative: 0.5 });
    const slow = check('ssr', { page: 'p', value: 32, baseline: 100 });
    expect(slow.ok).toBe(false);
    expect(slow.missedBy).toBeCloseTo(0.18);
    expect(check('ssr', { page: 'p', value: 50, baseline: 0 }).ok).toBe(false);
  });

  it('fails a figure that was not measured, on either side', () => {
    expect(check('lcp', { page: 'p', value: NaN, baseline: 1000 })).toMatchObject({ ok: false, value: null });
    expect(check('lcp', { page: 'p', value: 1000, baseline: NaN })).toMatchObject({
      ok: false,
      baseline: null,
    });
    expect(check('lcp', { page: 'p', value: 1000 }).ok).toBe(false);
    expect(check('interaction', { page: 'p', value: NaN }).ok).toBe(false);
    expect(() => check('score', { page: 'p', value: 1 })).toThrow(/unknown budget/);
  });

  it('prints one row per figure: page, figure, value, baseline, difference, budget, mark', () => {
    expect(tableRow(check('lcp', { page: 'about (en)', value: 2400, baseline: 2000 }))).toEqual({
      page: 'about (en)',
      figure: 'LCP',
      value: '2400 ms',
      baseline: '2000 ms',
      difference: '+400 ms',
      budget: '≤ +300 ms',
      '': '✗',
    });
    expect(tableRow(check('pageJs', { page: 'p', value: 130, baseline: 143.75 }))).toMatchObject({
      value: '130.0 kB',
      difference: '−13.8 kB',
      budget: '≤ +60.0 kB',
      '': '✓',
    });
    expect(tableRow(check('ssr', { page: 'p', value: 61, baseline: 100 }))).toMatchObject({
      difference: '0.61×',
      budget: '≥ 0.5×',
    });
    expect(
      tableRow(check('interaction', { page: 'p', value: 16, figure: 'interaction: open the menu' })),
    ).toMatchObject({
      figure: 'interaction: open the menu',
      baseline: '—',
      difference: '—',
      budget: '≤ 200 ms',
      '': '✓',
    });
    expect(tableRow(check('lcp', { page: 'p', value: NaN, baseline: 1 })).value).toBe('not measured');
    expect(budgetText({ kind: 'absolute', limit: 150, unit: 'ms' })).toBe('≤ 150 ms');
  });

  it('prints a figure for information with no mark', () => {
    expect(
      infoRow({ page: 'home (en)', figure: 'cached', value: 3000, baseline: 200, unit: 'req/s' }),
    ).toEqual({
      page: 'home (en)',
      figure: 'cached',
      value: '3000 req/s',
      baseline: '200 req/s',
      difference: '15.00×',
      budget: 'information',
      '': '',
    });
  });

  it('prints a time for information as its difference from the baseline', () => {
    const row = infoRow({
      page: 'baseline with a photo (en)',
      figure: 'LCP, a photo from the API',
      value: 1400,
      baseline: 820,
      unit: 'ms',
      compare: 'difference',
    });
    expect(row.difference).toBe('+580 ms');
    expect(row.budget).toBe('information');
  });

  it('closes with every budget met, or each miss and by how much', () => {
    const passed = [check('tbt', { page: 'a', value: 1, baseline: 1 })];
    expect(verdict(passed)).toEqual({ ok: true, message: 'Every budget met (1 checks).' });
    const outcome = verdict([
      ...passed,
      check('lcp', { page: 'hotel results (en)', value: 3460, baseline: 2000 }),
      check('ssr', { page: 'home (en)', value: 32, baseline: 100 }),
      check('interaction', { page: 'home (en)', figure: 'interaction: typing', value: NaN }),
    ]);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain('Budgets not met (3 of 4)');
    expect(outcome.message).toContain('hotel results (en), LCP: missed by 1160 ms (budget ≤ +300 ms)');
    expect(outcome.message).toContain(
      'home (en), SSR req/s, rendered afresh: missed by 0.18× (budget ≥ 0.5×)',
    );
    expect(outcome.message).toContain('home (en), interaction: typing: not measured (budget ≤ 200 ms)');
  });
});
