/** The p-th percentile (0–100) of the samples, nearest-rank; NaN for no samples. */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95 and p99 of a run, rounded to 0.1 ms. */
export function summarise(samples) {
  const round = (value) => Math.round(value * 10) / 10;
  return {
    count: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
  };
}

/**
 * How much slower `loaded` is than `alone` at p50, p95 and (when both have it) p99, and whether p50
 * and p95 stay within `limit`× (p99 is reported, not judged: a few hundred calls give it from a
 * handful of samples).
 */
export function latencyRatio(alone, loaded, limit = 2) {
  const round = (value) => Math.round(value * 100) / 100;
  const p50 = round(loaded.p50 / alone.p50);
  const p95 = round(loaded.p95 / alone.p95);
  const p99 = round(loaded.p99 / alone.p99);
  return { p50, p95, p99, within: p50 <= limit && p95 <= limit };
}
