import { describe, expect, it } from 'vitest';
import { dayDifference, formatClockInLeg, formatNumber } from './format';

describe('formatClockInLeg', () => {
  it.each([
    ['2026-12-01T23:40', '23:40'],
    ['2026-12-02T06:10', '06:10 +1'],
    ['2026-12-03T01:05', '01:05 +2'],
  ])('a segment at %s of a leg leaving the evening of 1 December reads %s', (time, expected) => {
    expect(formatClockInLeg(time, '2026-12-01T21:00', 'en')).toBe(expected);
  });

  it('marks the overnight connection in the page’s digits on Arabic pages', () => {
    const text = formatClockInLeg('2026-12-02T06:10', '2026-12-01T21:00', 'ar');
    expect(text.endsWith(` +${formatNumber(1, 'ar')}`)).toBe(true);
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(dayDifference('2026-12-01T23:50', '2026-12-02T00:10')).toBe(1);
  });
});
