import { describe, expect, it } from 'vitest';
import { returnAfterDeparture } from './returnDate';

const move = (newDeparture: string, returnDate: string, returnPicked: boolean, lastDay = '2027-11-01') =>
  returnAfterDeparture({ departure: '2026-12-10', newDeparture, returnDate, returnPicked, lastDay });

describe('the return when the departure moves', () => {
  it.each([
    // Not picked: the trip keeps its length (the length the departure calendar priced).
    ['2026-12-14', '2026-12-17', false, { returnDate: '2026-12-21', prompt: false }],
    ['2026-12-05', '2026-12-17', false, { returnDate: '2026-12-12', prompt: false }],
    ['2026-12-30', '2026-12-17', false, { returnDate: '2027-01-06', prompt: false }],
    // Picked: it stays, unless the departure reaches it; then the next day, and the calendar opens.
    ['2026-12-14', '2026-12-17', true, { returnDate: '2026-12-17', prompt: false }],
    ['2026-12-05', '2026-12-17', true, { returnDate: '2026-12-17', prompt: false }],
    ['2026-12-17', '2026-12-17', true, { returnDate: '2026-12-18', prompt: true }],
    ['2026-12-20', '2026-12-17', true, { returnDate: '2026-12-21', prompt: true }],
  ] as const)('departure → %s, return %s, picked %s', (newDeparture, returnDate, picked, expected) => {
    expect(move(newDeparture, returnDate, picked)).toEqual(expected);
  });

  it('stops at the last searchable day', () => {
    expect(move('2027-10-28', '2026-12-17', false, '2027-11-01')).toEqual({
      returnDate: '2027-11-01',
      prompt: false,
    });
    // No day left after the departure: the next day (the form says it is too far).
    expect(move('2027-11-01', '2026-12-17', false, '2027-11-01')).toEqual({
      returnDate: '2027-11-02',
      prompt: true,
    });
  });
});
