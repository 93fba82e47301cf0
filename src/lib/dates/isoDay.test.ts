import { describe, expect, it } from 'vitest';
import { addDaysIso, isIsoDate, isoToLocalDate, localDateToIso } from './isoDay';

describe('ISO calendar days', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
  ])('%s is a calendar day: %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));

  it('adds days across months and years, and takes them away', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads a day as local midnight for the calendars, and writes a local date back as the same day', () => {
    const date = isoToLocalDate('2026-03-09');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 9, 0]);
    expect(localDateToIso(date)).toBe('2026-03-09');
    expect(localDateToIso(new Date(2027, 0, 1, 23, 59))).toBe('2027-01-01');
  });
});
