import { describe, expect, it } from 'vitest';
import { dateOfBirth, passportExpiry, passportNumber, travellerName } from './travellerRules';

const TODAY = '2026-06-01';

/** The first error's message key, or null when the value passes. */
async function errorOf(schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('traveller rules shared by every booking', () => {
  it('takes names in any script, joined by one space, hyphen or apostrophe', async () => {
    const name = travellerName('Validation.please_enter_first_name');
    expect(await errorOf(name, 'Anne-Marie')).toBeNull();
    expect(await errorOf(name, 'عبد الله')).toBeNull();
    expect(await errorOf(name, ' ')).toBe('Validation.please_enter_first_name');
    expect(await errorOf(name, 'R2D2')).toBe('Validation.enter_valid_name');
    expect(await errorOf(name, 'a'.repeat(51))).toBe('Validation.name_max_50');
  });

  it('takes a birth date up to today and no more than 120 years back', async () => {
    const dob = dateOfBirth(TODAY);
    expect(await errorOf(dob, '1990-02-28')).toBeNull();
    expect(await errorOf(dob, '2026-06-02')).toBe('Checkout.errors.dob_future');
    expect(await errorOf(dob, '1890-01-01')).toBe('Checkout.errors.dob_too_old');
    expect(await errorOf(dob, '1990-02')).toBe('Validation.valid_dob');
  });

  it('checks a passport number and its expiry, with or without a travel date', async () => {
    expect(await errorOf(passportNumber(), 'N1234567')).toBeNull();
    expect(await errorOf(passportNumber(), 'ABCDEFG')).toBe('Validation.valid_passport');
    expect(await errorOf(passportExpiry(TODAY, ''), '2030-01-01')).toBeNull();
    expect(await errorOf(passportExpiry(TODAY, ''), '2026-05-31')).toBe('Validation.passport_expired');
    expect(await errorOf(passportExpiry(TODAY, '2026-12-08'), '2026-10-01')).toBe(
      'Checkout.errors.passport_before_travel',
    );
    expect(await errorOf(passportExpiry(TODAY, ''), '2042-01-01')).toBe('Checkout.errors.expiry_too_far');
  });
});
