// The bench's budgets, as data, and the pure arithmetic around them (medians, checks, the printed
// table, the verdict). Most budgets are set against the bare baseline app measured in the same run,
// interleaved (bench/baseline/), so a slower or busier machine moves both sides alike; interaction
// latencies and the flight poll are absolute.

/**
 * Kinds: `overBaseline` — the page's figure may exceed the baseline's by at most `max`;
 * `ratioOfBaseline` — the page's figure over the baseline's must be at least `min`;
 * `absolute` — the figure must be at most `max` (a baseline, when given, is only for reference).
 */
export const BUDGETS = {
  lcp: { figure: 'LCP', unit: 'ms', kind: 'overBaseline', max: 300 },
  tbt: { figure: 'TBT', unit: 'ms', kind: 'overBaseline', max: 100 },
  firstClick: { figure: 'first working click', unit: 'ms', kind: 'overBaseline', max: 300 },
  interaction: { figure: 'interaction', unit: 'ms', kind: 'absolute', max: 200 },
  homeJs: { figure: 'first-load JS', unit: 'kB', kind: 'overBaseline', max: 20 },
  pageJs: { figure: 'first-load JS', unit: 'kB', kind: 'overBaseline', max: 60 },
  ssr: { figure: 'SSR req/s, rendered afresh', unit: 'req/s', kind: 'ratioOfBaseline', min: 0.5 },
  flightPoll: { figure: 'flight poll p99', unit: 'ms', kind: 'absolute', max: 150 },
};

export function median(values) {
  const numbers = values.filter((value) => Number.isFinite(value));
  if (numbers.length === 0) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One figure against its budget. `value`: the page's figure; `baseline`: the baseline's (required
 * by the relative kinds; a missing figure on either side fails the check); `figure` names the row
 * when the budget's own name is not enough ("interaction: open the language menu").
 */
export function check(budgetName, { page, value, baseline = null, figure }) {
  const budget = BUDGETS[budgetName];
  if (!budget) throw new Error(`unknown budget: ${budgetName}`);
  const measured = Number.isFinite(value);
  const hasBaseline = Number.isFinite(baseline);
  let relative = null;
  let ok;
  let missedBy = null;
  switch (budget.kind) {
    case 'overBaseline':
      relative = measured && hasBaseline ? value - baseline : null;
      ok = relative !== null && relative <= budget.max;
      if (relative !== null && !ok) missedBy = relative - budget.max;
      break;
    case 'ratioOfBaseline':
      relative = measured && hasBaseline && baseline > 0 ? value / baseline : null;
      ok = relative !== null && relative >= budget.min;
      if (relative !== null && !ok) missedBy = budget.min - relative;
      break;
    case 'absolute':
      relative = measured && hasBaseline ? value - baseline : null;
      ok = measured && value <= budget.max;
      if (measured && !ok) missedBy = value - budget.max;
      break;
    default:
      throw new Error(`unknown kind of budget: ${budget.kind}`);
  }
  return {
    page,
    figure: figure ?? budget.figure,
    budget: budgetName,
    kind: budget.kind,
    unit: budget.unit,
    value: measured ? value : null,
    baseline: hasBaseline ? baseline : null,
    relative,
    limit: budget.kind === 'ratioOfBaseline' ? budget.min : budget.max,
    missedBy,
    ok,
  };
}

const DIGITS = { ms: 0, kB: 1, 'req/s': 0 };
const amount = (n, unit) => `${n.toFixed(DIGITS[unit] ?? 0)} ${unit}`;
const signed = (n, unit) => `${n >= 0 ? '+' : '−'}${amount(Math.abs(n), unit)}`;

/** How the budget reads in the table: "≤ +300 ms", "≥ 0.5×", "≤ 200 ms". */
export function budgetText({ kind, limit, unit }) {
  if (kind === 'overBaseline') return `≤ ${signed(limit, unit)}`;
  if (kind === 'ratioOfBaseline') return `≥ ${limit}×`;
  return `≤ ${amount(limit, unit)}`;
}

/** One row of the printed table: page, figure, baseline, difference, budget, ✓/✗. */
export function tableRow(c) {
  let difference = '—';
  if (c.relative !== null) {
    difference = c.kind === 'ratioOfBaseline' ? `${c.relative.toFixed(2)}×` : signed(c.relative, c.unit);
  }
  return {
    page: c.page,
    figure: c.figure,
    value: c.value === null ? 'not measured' : amount(c.value, c.unit),
    baseline: c.baseline === null ? '—' : amount(c.baseline, c.unit),
    difference,
    budget: budgetText(c),
    '': c.ok ? '✓' : '✗',
  };
}

/**
 * A figure printed for information only (no budget), in the same table; against its baseline as a
 * ratio (throughput), or as a difference (`compare: 'difference'`, a time).
 */
export function infoRow({ page, figure, value, baseline = null, unit, compare = 'ratio' }) {
  const both = Number.isFinite(value) && Number.isFinite(baseline);
  let difference = '—';
  if (both)
    difference =
      compare === 'difference' ? signed(value - baseline, unit) : `${(value / baseline).toFixed(2)}×`;
  return {
    page,
    figure,
    value: Number.isFinite(value) ? amount(value, unit) : 'not measured',
    baseline: Number.isFinite(baseline) ? amount(baseline, unit) : '—',
    difference,
    budget: 'information',
    '': '',
  };
}

/** The closing line: every budget met, or each one missed and by how much. */
export function verdict(checks) {
  const failed = checks.filter((c) => !c.ok);
  if (failed.length === 0) return { ok: true, message: `Every budget met (${checks.length} checks).` };
  const lines = failed.map((c) => {
    const by =
      c.missedBy === null
        ? 'not measured'
        : c.kind === 'ratioOfBaseline'
          ? `missed by ${c.missedBy.toFixed(2)}×`
          : `missed by ${amount(c.missedBy, c.unit)}`;
    return `${c.page}, ${c.figure}: ${by} (budget ${budgetText(c)})`;
  });
  return {
    ok: false,
    message: `Budgets not met (${failed.length} of ${checks.length}):\n  ${lines.join('\n  ')}`,
  };
}
