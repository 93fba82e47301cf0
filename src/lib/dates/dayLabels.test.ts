import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './dayLabels';
import { formatDeadline } from './zonedDeadline';

/**
 * Every page writes a day the same way: day before month in English ("4 Feb 2027", never the
 * browser's American "Feb 4, 2027"), Latin digits in Arabic.
 */
describe('the site’s day formats', () => {
  it('writes a day with its weekday, day first', () => {
    expect(formatDay('2027-02-04', 'en', true)).toBe('Thu, 4 Feb 2027');
    expect(formatDay('2027-02-04', 'ar', true)).toBe('الخميس، 4 فبراير 2027');
  });

  it('writes a birth date or an expiry without a weekday, never moved by a time zone', () => {
    expect(formatDate('1990-02-04', 'en')).toBe('4 Feb 1990');
    expect(formatDate('1990-02-04', 'ar')).toBe('4 فبراير 1990');
    expect(formatDate('2027-12-31T23:30', 'en')).toBe('31 Dec 2027');
  });

  it('writes a cancellation deadline day first, in the hotel’s time', () => {
    expect(formatDeadline('2026-11-28T23:59:00+04:00', 'Asia/Dubai', 'en')).toEqual({
      when: '28 Nov 2026, 23:59',
      zone: 'Gulf Standard Time',
    });
    expect(formatDeadline('2026-11-28T23:59:00+04:00', 'Asia/Dubai', 'ar')?.when).toBe(
      '28 نوفمبر 2026، 23:59',
    );
  });
});
