import { describe, expect, it } from 'vitest';
import { progressAt, releaseSchedule } from './batches';

const seeds = Array.from({ length: 200 }, (_, i) => `DXB-LHR@2026-12-${(i % 28) + 1}|c${i % 4}|${i}`);

describe('releaseSchedule', () => {
  it('releases 3–6 batches, the first after 400–900 ms and the last within 3 s', () => {
    for (const seed of seeds) {
      const { at, released } = releaseSchedule(seed, 1234);
      expect(at.length).toBeGreaterThanOrEqual(3);
      expect(at.length).toBeLessThanOrEqual(6);
      expect(at[0]).toBeGreaterThanOrEqual(400);
      expect(at[0]).toBeLessThanOrEqual(900);
      expect(at.at(-1)).toBeGreaterThanOrEqual(1000);
      expect(at.at(-1)).toBeLessThanOrEqual(3000);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect([...released].sort((a, b) => a - b)).toEqual(released);
      expect(released.at(-1)).toBe(1234);
    }
  });

  it('is the same for the same seed and varies between seeds', () => {
    expect(releaseSchedule('a', 100)).toEqual(releaseSchedule('a', 100));
    const shapes = new Set(seeds.map((seed) => releaseSchedule(seed, 100).at.join(',')));
    expect(shapes.size).toBeGreaterThan(150);
  });
});

describe('progressAt', () => {
  const schedule = { at: [500, 1200, 2000], released: [40, 90, 120] };

  it.each([
    [0, { released: 0, progress: 0, complete: false }],
    [499, { released: 0, progress: 0, complete: false }],
    [500, { released: 40, progress: 33, complete: false }],
    [1500, { released: 90, progress: 67, complete: false }],
    [2000, { released: 120, progress: 100, complete: true }],
    [60_000, { released: 120, progress: 100, complete: true }],
  ])('at %i ms', (elapsed, expected) => {
    expect(progressAt(schedule, elapsed)).toEqual(expected);
  });

  it('completes an empty search on schedule', () => {
    const empty = releaseSchedule('nothing', 0);
    expect(progressAt(empty, 3000)).toEqual({ released: 0, progress: 100, complete: true });
  });
});
