import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { maskNumber } from './catalog';
import type { Country } from './schemas';

describe('maskNumber', () => {
  it.each([
    ['50 123 4567', '5X XXX XXXX'],
    ['(201) 555-0123', '(2XX) XXX-XXXX'],
    ['7400 123456', '7XXX XXXXXX'],
  ])('masks %s as %s', (formatted, mask) => {
    expect(maskNumber(formatted)).toBe(mask);
  });
});

describe('GET /common/country/list', () => {
  let sandbox: TestSandbox;
  let countries: Country[];
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    const response = await sandbox.call('/common/country/list');
    expect(response.status).toBe(200);
    countries = (await readEnvelope<Country[]>(response)).data;
  });
  afterAll(() => sandbox.close());

  it('describes the UAE with its calling code and number rules', () => {
    const uae = countries.find((country) => country.alpha2_code === 'AE');
    expect(uae).toMatchObject({
      country: 'United Arab Emirates',
      country_ar: 'الإمارات العربية المتحدة',
      alpha3_code: 'ARE',
      country_code: '+971',
      pattern: '5X XXX XXXX',
    });
    expect(uae?.length).toContain(9);
    expect(new RegExp(`^(?:${uae?.regex})$`).test('501234567')).toBe(true);
    expect(new RegExp(`^(?:${uae?.regex})$`).test('12')).toBe(false);
  });

  it('covers every country once, sorted by English name', () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((country) => country.alpha2_code)).size).toBe(countries.length);
    const names = countries.map((country) => country.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every entry well-formed fields', () => {
    for (const country of countries) {
      expect(country.alpha2_code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3_code).toMatch(/^[A-Z]{3}$/);
      expect(country.country_code).toMatch(/^\+\d{1,4}$/);
      expect(country.pattern).toMatch(/X/);
      expect(country.length.length).toBeGreaterThan(0);
      expect(() => new RegExp(country.regex)).not.toThrow();
      expect(country.country_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
