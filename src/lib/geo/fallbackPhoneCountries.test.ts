import { describe, expect, it } from 'vitest';
import { fallbackPhoneCountries } from './fallbackPhoneCountries';

describe('fallbackPhoneCountries (a club API without a country list)', () => {
  it('lists every region with its calling code and codes, sorted by name', async () => {
    const countries = await fallbackPhoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.alpha2 === 'AE')).toMatchObject({
      alpha3: 'ARE',
      callingCode: '+971',
      name: 'United Arab Emirates',
    });
    expect(countries.find((c) => c.alpha2 === 'GG')?.callingCode).toBe('+44');
    expect(countries.find((c) => c.alpha2 === 'IN')?.callingCode).toBe('+91');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
