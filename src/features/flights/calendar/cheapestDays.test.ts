import { describe, expect, it } from 'vitest';
import { cheapestDays } from './cheapestDays';

describe('the cheapest days of a strip', () => {
  it('are the lowest price and its ties within 1%, never a day without one', () => {
    const prices = new Map<string, number | null>([
      ['2027-01-10', 700],
      ['2027-01-11', 605],
      ['2027-01-12', 600],
      ['2027-01-13', 631],
      ['2027-01-14', null],
    ]);
    expect(cheapestDays(prices)).toEqual(new Set(['2027-01-11', '2027-01-12']));
  });

  it('are not every day when a week of returns lies within 5% of its lowest', () => {
    // The seven returns seen on the demo's Dubai–London strip: only the lowest is the cheapest.
    const prices = new Map<string, number | null>(
      [939.2, 951.4, 963.05, 971.84, 979, 949.9, 958.3].map((price, i) => [`2027-01-${10 + i}`, price]),
    );
    expect(cheapestDays(prices)).toEqual(new Set(['2027-01-10']));
  });

  it('are none when no day is priced', () => {
    expect(cheapestDays(new Map([['2027-01-10', null]]))).toEqual(new Set());
  });
});
