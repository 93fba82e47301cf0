import { describe, expect, it } from 'vitest';
import { cheapestDays } from './cheapestDays';

describe('the cheapest days of a strip', () => {
  it('are those within 5% of the lowest price, never a day without one', () => {
    const prices = new Map<string, number | null>([
      ['2027-01-10', 700],
      ['2027-01-11', 612],
      ['2027-01-12', 600],
      ['2027-01-13', 631],
      ['2027-01-14', null],
    ]);
    expect(cheapestDays(prices)).toEqual(new Set(['2027-01-11', '2027-01-12']));
  });

  it('are none when no day is priced', () => {
    expect(cheapestDays(new Map([['2027-01-10', null]]))).toEqual(new Set());
  });
});
