import { describe, expect, it } from 'vitest';
import { themeCss, themeVariables, usesArabicStylesheet } from './theme';

const schema = {
  primary: {
    '100': '#0a4d8c',
    '80': '#3b71a3',
    '60': '#6c94ba',
    '40': '#9db8d1',
    '30': '#b6cadd',
    '20': '#cedbe8',
  },
  secondary: { '100': '#14b8a6', '80': '#43c6b8', '60': '#72d4ca', '40': '#a1e3db', '20': '#d0f1ed' },
  primary_box: 'rgba(10, 77, 140, 0.08)',
};

describe('themeVariables', () => {
  it('gives every primary and secondary shade and the box colour a custom property', () => {
    const vars = themeVariables(schema);
    expect(Object.keys(vars)).toEqual(
      expect.arrayContaining([
        '--primary-100',
        '--primary-80',
        '--primary-60',
        '--primary-40',
        '--primary-30',
        '--primary-20',
        '--secondary-100',
        '--secondary-80',
        '--secondary-60',
        '--secondary-40',
        '--secondary-20',
        '--primary-box',
        // readable text colours on the club's own colours
        '--on-primary',
        '--on-secondary',
        '--primary-text',
      ]),
    );
    expect(vars['--primary-100']).toBe('#0a4d8c');
    expect(vars['--primary-box']).toBe('rgba(10, 77, 140, 0.08)');
  });

  it('drops values that are not colours, so configuration cannot inject CSS', () => {
    const evil = { ...schema, primary: { ...schema.primary, '100': 'red;}body{display:none' } };
    expect(themeVariables(evil)['--primary-100']).toBeUndefined();
    expect(themeCss(evil)).not.toContain('display');
  });

  it('renders a :root rule', () => {
    expect(themeCss(schema)).toMatch(/^:root\{--primary-100:#0a4d8c;/);
  });
});

describe('usesArabicStylesheet', () => {
  it.each([
    [1, 'ar', true],
    [1, 'en', false],
    [2, 'ar', false],
    [2, 'en', false],
  ])('theme %i in %s → %s', (themeId, locale, expected) => {
    expect(usesArabicStylesheet(themeId, locale)).toBe(expected);
  });
});
