import { describe, expect, it } from 'vitest';
import { formatRoom, parseRoom, totalGuests } from './occupancy';

describe('hotel room parameter', () => {
  it.each([
    ['2', { adults: 2, childAges: [] }],
    ['1-0', { adults: 1, childAges: [0] }],
    ['2-5-9', { adults: 2, childAges: [5, 9] }],
    ['6-17-17-17-17', { adults: 6, childAges: [17, 17, 17, 17] }],
  ])('reads %s', (value, room) => {
    expect(parseRoom(value)).toEqual({ room });
    expect(formatRoom(room)).toBe(value);
  });

  it.each([
    ['', 'format'],
    ['two', 'format'],
    ['2-', 'format'],
    ['2--5', 'format'],
    ['-2', 'format'],
    ['123', 'format'],
    ['0', 'no_adult'],
    ['0-5', 'no_adult'],
    ['7', 'too_many_adults'],
    ['2-1-1-1-1-1', 'too_many_children'],
    ['2-18', 'child_age'],
  ])('refuses %j: %s', (value, problem) => {
    expect(parseRoom(value)).toEqual({ problem });
  });

  it('counts the guests of every room', () => {
    expect(
      totalGuests([
        { adults: 2, childAges: [4] },
        { adults: 1, childAges: [] },
      ]),
    ).toEqual({
      adults: 3,
      children: 1,
    });
  });
});
