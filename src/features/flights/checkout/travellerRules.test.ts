import { describe, expect, it } from 'vitest';
import { ageOn } from '@/features/travellers/travellerRules';
import { ageFitsType, checkoutSchema, travelDateOf, travellerSchema, travellerSlots } from './travellerRules';
import { aTravellerDraft } from '@tests/builders/aCheckoutDraft';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import type { TravellerDraft } from './flightCheckoutSlice';

const TODAY = '2026-06-01';
const TRAVEL = '2026-12-08';

/** The shared adult, with the passport expiry these rules were written against. */
function traveller(overrides: Partial<TravellerDraft> = {}): TravellerDraft {
  return aTravellerDraft({ expiryDate: '2030-01-31', ...overrides });
}

/** The first error key of a traveller, or null when valid. */
function errorOf(value: TravellerDraft): string | null {
  try {
    travellerSchema(TRAVEL, TODAY).validateSync(value);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('traveller rules', () => {
  it.each<[string, Partial<TravellerDraft>, string | null]>([
    ['a valid adult', {}, null],
    ['Arabic names', { firstName: 'سارة', lastName: 'الحداد' }, null],
    ['a hyphenated name', { lastName: 'Al-Haddad' }, null],
    ['an apostrophe', { lastName: "O'Neil" }, null],
    ['a missing first name', { firstName: '' }, 'Validation.please_enter_first_name'],
    ['a blank last name', { lastName: '   ' }, 'Validation.please_enter_last_name'],
    ['digits in a name', { firstName: 'Sara1' }, 'Validation.enter_valid_name'],
    ['two spaces in a name', { firstName: 'Sara  Ann' }, 'Validation.enter_valid_name'],
    ['a name over 50 letters', { firstName: 'A'.repeat(51) }, 'Validation.name_max_50'],
    ['a missing birth date', { dateOfBirth: '' }, 'Validation.valid_dob'],
    ['an impossible birth date', { dateOfBirth: '2001-02-30' }, 'Validation.valid_dob'],
    ['a birth date in the future', { dateOfBirth: '2026-06-02' }, 'Checkout.errors.dob_future'],
    ['a half-typed birth date (no year)', { dateOfBirth: '-04-12' }, 'Validation.valid_dob'],
    ['a birth date with a 3-digit year', { dateOfBirth: '199-04-12' }, 'Validation.valid_dob'],
    ['an adult of 120', { dateOfBirth: '1906-06-01' }, null],
    ['a birth year slipped to 1890', { dateOfBirth: '1890-04-12' }, 'Checkout.errors.dob_too_old'],
    ['an adult of 11 on the travel date', { dateOfBirth: '2014-12-09' }, 'Checkout.errors.dob_ADT'],
    ['an adult turning 12 on the travel date', { dateOfBirth: '2014-12-08' }, null],
    ['a child of 2 on the travel date', { type: 'CHD', dateOfBirth: '2024-12-08' }, null],
    [
      'a child still 1 on the travel date',
      { type: 'CHD', dateOfBirth: '2024-12-09' },
      'Checkout.errors.dob_CHD',
    ],
    ['a child of 11', { type: 'CHD', dateOfBirth: '2015-01-01' }, null],
    [
      'a child of 12 on the travel date',
      { type: 'CHD', dateOfBirth: '2014-12-08' },
      'Checkout.errors.dob_CHD',
    ],
    ['an infant under 2 on the travel date', { type: 'INF', dateOfBirth: '2025-01-01' }, null],
    ['an infant born today', { type: 'INF', dateOfBirth: TODAY }, null],
    [
      'an infant turning 2 before travel',
      { type: 'INF', dateOfBirth: '2024-12-08' },
      'Checkout.errors.dob_INF',
    ],
    ['no gender', { gender: '' }, 'Validation.gender_required'],
    ['a missing passport', { passportNumber: '' }, 'Checkout.errors.enter_passport'],
    ['a passport without digits', { passportNumber: 'ABCDEFG' }, 'Validation.valid_passport'],
    ['a short passport', { passportNumber: 'A1234' }, 'Validation.valid_passport'],
    ['a long passport', { passportNumber: 'A12345678' }, null],
    ['a passport of 10', { passportNumber: 'A123456789' }, 'Validation.valid_passport'],
    ['a passport with a symbol', { passportNumber: 'N12-4567' }, 'Validation.valid_passport'],
    ['a missing expiry', { expiryDate: '' }, 'Validation.enter_passport_expiry'],
    ['an expired passport', { expiryDate: '2026-05-31' }, 'Validation.passport_expired'],
    [
      'a passport expiring before travel',
      { expiryDate: '2026-12-07' },
      'Checkout.errors.passport_before_travel',
    ],
    ['a passport expiring on the travel date', { expiryDate: TRAVEL }, null],
    ['a half-typed expiry (no day)', { expiryDate: '2030-01-' }, 'Checkout.errors.valid_expiry'],
    ['a passport valid for 15 years', { expiryDate: '2041-06-01' }, null],
    ['an expiry year slipped to 2300', { expiryDate: '2300-01-31' }, 'Checkout.errors.expiry_too_far'],
  ])('%s', (_, overrides, expected) => {
    expect(errorOf(traveller(overrides))).toBe(expected);
  });

  it('computes ages on a day, birthdays included', () => {
    expect(ageOn('2000-12-08', '2026-12-08')).toBe(26);
    expect(ageOn('2000-12-09', '2026-12-08')).toBe(25);
    expect(ageFitsType('INF', 1)).toBe(true);
    expect(ageFitsType('CHD', 12)).toBe(false);
  });

  it('takes the travel date from the arrival of the last flight', () => {
    const offer = aFlightOffer({ legs: 2 });
    expect(travelDateOf(offer)).toBe(offer.legs[1]!.segments[0]!.arrival.slice(0, 10));
  });

  it('makes one slot per passenger and keeps what was typed', () => {
    const search = {
      tripType: 'oneway' as const,
      legs: [],
      adults: 2,
      children: 1,
      infants: 1,
      cabin: 'economy' as const,
      airline: null,
    };
    const slots = travellerSlots(search, [traveller({ type: 'CHD', firstName: 'Omar' })]);
    expect(slots.map((s) => s.type)).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
    expect(slots[2]!.firstName).toBe('Omar');
  });
});

describe('contact and company tax', () => {
  const base = {
    travellers: [traveller()],
    email: 'sara@example.com',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
  };
  const errorsOf = (overrides: Partial<typeof base>) => {
    try {
      checkoutSchema(TRAVEL, TODAY).validateSync({ ...base, ...overrides }, { abortEarly: false });
      return [];
    } catch (error) {
      // Like Formik: the first message of each field.
      const firsts = new Map<string, string>();
      for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
        if (!firsts.has(inner.path)) firsts.set(inner.path, inner.message);
      }
      return [...firsts.values()];
    }
  };

  it.each<[string, Partial<typeof base>, string[]]>([
    ['valid', {}, []],
    ['no email', { email: '' }, ['Validation.enter_email']],
    ['a plus in the email', { email: 'sara+1@example.com' }, ['Validation.email_valid']],
    ['six digits', { phoneNumber: '123456' }, ['Validation.enter_valid_mobile_number']],
    ['no mobile', { phoneNumber: '' }, ['Validation.mobile_number_required']],
    ['company tax unchecked ignores the company', { companyName: '' }, []],
    [
      'company tax needs both fields',
      { gstNumber: true },
      ['Validation.enter_company_name', 'Checkout.errors.enter_registration_no'],
    ],
    [
      'a bad registration number',
      { gstNumber: true, companyName: 'Skyline Trading', registrationNo: 'G#1' },
      ['Checkout.errors.registration_invalid'],
    ],
    [
      'an Arabic company name',
      { gstNumber: true, companyName: 'شركة النخلة', registrationNo: 'GST-12345' },
      [],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(errorsOf(overrides)).toEqual(expected);
  });
});
