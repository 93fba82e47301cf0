import { describe, expect, it } from 'vitest';
import { isCompleteDate, joinDateParts, latinDigits, monthNames, splitDateValue } from './dateParts';

describe('date parts', () => {
  it.each([
    ['12', '12'],
    ['١٢', '12'],
    ['۱۹۹۰', '1990'],
    ['1a9-9 0', '1990'],
    ['123', '12'],
  ])('digits %j → %j', (typed, expected) =>
    expect(latinDigits(typed, typed === '123' ? 2 : 4)).toBe(expected),
  );

  it.each([
    [{ day: '', month: '', year: '' }, ''],
    [{ day: '3', month: '4', year: '1990' }, '1990-04-03'],
    [{ day: '12', month: '11', year: '1990' }, '1990-11-12'],
    [{ day: '3', month: '', year: '' }, '--03'],
    [{ day: '', month: '4', year: '199' }, '199-04-'],
  ])('%j joins as %j', (parts, value) => expect(joinDateParts(parts)).toBe(value));

  it.each([
    ['', { day: '', month: '', year: '' }],
    ['1990-04-03', { day: '03', month: '4', year: '1990' }],
    ['1990-11-12', { day: '12', month: '11', year: '1990' }],
    ['--03', { day: '03', month: '', year: '' }],
  ])('%j splits into %j', (value, parts) => expect(splitDateValue(value)).toEqual(parts));

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['1990-4-3', false],
    ['-04-03', false],
    ['', false],
  ])('%j is a whole real day: %s', (value, expected) => expect(isCompleteDate(value)).toBe(expected));

  it('names the months in the page language', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('ar')[0]).toBe('يناير');
    expect(monthNames('ar')).toHaveLength(12);
  });
});
