import { describe, expect, it } from 'vitest';
import { hijriDate, hijriDayOfMonth, hijriMonthsOf } from './hijri';

describe('Umm al-Qura dates in Arabic', () => {
  it.each([
    // Published Umm al-Qura month starts: Ramadan and Shawwal 1447, Muharram 1448.
    ['2026-02-17', '29 شعبان 1447\u00a0هـ'],
    ['2026-02-18', '1 رمضان 1447\u00a0هـ'],
    ['2026-03-19', '30 رمضان 1447\u00a0هـ'],
    ['2026-03-20', '1 شوال 1447\u00a0هـ'],
    ['2026-06-15', '29 ذو الحجة 1447\u00a0هـ'],
    ['2026-06-16', '1 محرم 1448\u00a0هـ'],
    ['2026-11-10', '30 جمادى الأولى 1448\u00a0هـ'],
    ['2026-11-11', '1 جمادى الآخرة 1448\u00a0هـ'],
  ])('%s is %s', (isoDay, hijri) => {
    expect(hijriDate(isoDay)).toBe(hijri);
  });

  it('names the weekday, takes a local time and writes Latin digits as the site does', () => {
    expect(hijriDate('2026-11-27', true)).toBe('الجمعة، 17 جمادى الآخرة 1448\u00a0هـ');
    expect(hijriDate('2026-11-27T23:30')).toBe('17 جمادى الآخرة 1448\u00a0هـ');
    expect(hijriDayOfMonth('2026-03-20')).toBe('1');
  });

  it('gives the Hijri months a Gregorian month spans', () => {
    expect(hijriMonthsOf('2026-11')).toBe('جمادى الأولى – جمادى الآخرة 1448\u00a0هـ');
    expect(hijriMonthsOf('2026-06')).toBe('ذو الحجة 1447 – محرم 1448\u00a0هـ');
  });
});

describe('the year and «هـ» stay together', () => {
  // A narrow column (a stay's dates at 1280 px) wrapped before «هـ» when a plain space was between them.
  it.each([
    ['a date', hijriDate('2026-12-10')],
    ['a date with its weekday', hijriDate('2026-12-18', true)],
    ['a month in a calendar caption', hijriMonthsOf('2026-12')],
    ['months of two Hijri years', hijriMonthsOf('2026-06')],
  ])('in %s', (_, text) => {
    expect(text).toMatch(/\d\u00a0هـ$/);
    expect(text).not.toMatch(/ هـ/);
  });
});
