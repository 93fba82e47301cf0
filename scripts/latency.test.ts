import { describe, expect, it } from 'vitest';
import { latencyRatio, percentile, summarise } from './lib/latency.mjs';

describe('the upload bench arithmetic', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises and compares two runs against the 2× goal', () => {
    const alone = summarise([4, 5, 5, 6, 10]);
    expect(alone).toEqual({ count: 5, p50: 5, p95: 10, p99: 10 });
    expect(latencyRatio(alone, { p50: 9, p95: 19, p99: 50 })).toEqual({
      p50: 1.8,
      p95: 1.9,
      p99: 5,
      within: true,
    });
    expect(latencyRatio(alone, { p50: 9, p95: 30, p99: 30 })).toEqual({
      p50: 1.8,
      p95: 3,
      p99: 3,
      within: false,
    });
  });
});
