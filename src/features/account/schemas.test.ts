import { describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  passwordSchema,
  photoFileError,
  profileSchema,
  profileUpdateOf,
  savedTravellerSchema,
} from './schemas';
import { passengerTypeOn } from '@/features/travellers/travellerRules';
import { squareRect } from './squareImage';

const TODAY = '2026-11-25';

/** The first error's message key for one field, or null when the field passes. */
async function errorOf(
  schema: { validateAt: (path: string, value: unknown) => Promise<unknown> },
  field: string,
  values: object,
) {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

const profile = {
  fullName: 'Sara Haddad',
  phoneCountry: 'AE',
  phoneCountryCode: '+971',
  mobileNumber: '501234567',
  address: '12 Palm Street, Dubai',
  dateOfBirth: '1990-04-12',
};

describe('profileSchema', () => {
  it.each([
    ['fullName', 'Sara Haddad', null],
    ['fullName', 'سارة حداد', null],
    ['fullName', '', 'Validation.please_enter_full_name'],
    ['fullName', '   ', 'Validation.please_enter_full_name'],
    ['fullName', 'Sara 2', 'Validation.enter_valid_name'],
    ['fullName', 'a'.repeat(51), 'Validation.name_max_50'],
    ['mobileNumber', '', 'mobile_number_required'],
    ['mobileNumber', '123456', 'enter_valid_mobile_number'],
    ['mobileNumber', '1234567', null],
    ['mobileNumber', '1'.repeat(16), 'enter_valid_mobile_number'],
    ['phoneCountryCode', '', 'Account.errors.country_code_required'],
    ['address', '', null],
    ['address', 'a'.repeat(200), null],
    ['address', 'a'.repeat(201), 'Validation.address_max_200'],
    ['address', 'Flat 4 <script>', 'Account.errors.address_invalid'],
    ['dateOfBirth', '', null],
    ['dateOfBirth', '1990-2-', 'Validation.valid_dob'],
    ['dateOfBirth', '1990-02-30', 'Validation.valid_dob'],
    ['dateOfBirth', TODAY, 'Account.errors.dob_not_past'],
    ['dateOfBirth', '2030-01-01', 'Account.errors.dob_not_past'],
    ['dateOfBirth', '1890-01-01', 'Account.errors.dob_too_old'],
  ])('%s = %j → %s', async (field, value, expected) => {
    expect(await errorOf(profileSchema(TODAY), field, { ...profile, [field]: value })).toBe(expected);
  });

  it('sends blanks as null and the name with single spaces', () => {
    expect(
      profileUpdateOf({ ...profile, fullName: '  Sara   Haddad ', address: '  ', dateOfBirth: '' }),
    ).toEqual({
      fullName: 'Sara Haddad',
      phoneCountryCode: '+971',
      mobileNumber: '501234567',
      address: null,
      dateOfBirth: null,
    });
  });
});

describe('passwordSchema', () => {
  const base = { currentPassword: 'Travel@123', newPassword: 'Voyage#2026', confirmPassword: 'Voyage#2026' };
  it.each([
    ['currentPassword', {}, null],
    ['currentPassword', { currentPassword: '' }, 'enter_current_password'],
    ['newPassword', {}, null],
    ['newPassword', { newPassword: '' }, 'enter_new_password'],
    ['newPassword', { newPassword: 'short#1' }, 'password_must_be_validation'],
    ['newPassword', { newPassword: 'NoDigits#here' }, 'password_must_be_validation'],
    ['newPassword', { newPassword: 'NoSpecial123' }, 'password_must_be_validation'],
    ['newPassword', { newPassword: 'has space#1' }, 'password_must_be_validation'],
    ['newPassword', { newPassword: 'كلمةسر#١٢٣' }, null],
    ['newPassword', { newPassword: 'Travel@123' }, 'password_unchanged'],
    ['confirmPassword', { confirmPassword: '' }, 'please_confirm_new_password'],
    ['confirmPassword', { confirmPassword: 'Voyage#2025' }, 'password_not_match'],
    ['confirmPassword', {}, null],
  ])('%s with %j → %s', async (field, change, expected) => {
    expect(await errorOf(passwordSchema, field, { ...base, ...change })).toBe(expected);
  });
});

describe('savedTravellerSchema', () => {
  const traveller = {
    firstName: 'Omar',
    lastName: 'Haddad',
    dateOfBirth: '2019-06-01',
    gender: 'M',
    passportNumber: 'N1234567',
    expiryDate: '2030-01-31',
  };
  it.each([
    ['firstName', '', 'Validation.please_enter_first_name'],
    ['lastName', '', 'Validation.please_enter_last_name'],
    ['firstName', 'عمر', null],
    ['firstName', 'O2', 'Validation.enter_valid_name'],
    ['dateOfBirth', '', 'Validation.valid_dob'],
    ['dateOfBirth', '2027-01-01', 'Checkout.errors.dob_future'],
    ['dateOfBirth', '2026-11-01', null],
    ['gender', '', 'Validation.gender_required'],
    ['gender', 'X', 'Validation.gender_required'],
    ['passportNumber', '', 'Checkout.errors.enter_passport'],
    ['passportNumber', 'ABCDEFG', 'Validation.valid_passport'],
    ['expiryDate', '', 'Validation.enter_passport_expiry'],
    ['expiryDate', '2026-11-24', 'Validation.passport_expired'],
    ['expiryDate', '2045-01-01', 'Checkout.errors.expiry_too_far'],
  ])('%s = %j → %s', async (field, value, expected) => {
    expect(await errorOf(savedTravellerSchema(TODAY), field, { ...traveller, [field]: value })).toBe(
      expected,
    );
  });
});

describe('passengerTypeOn', () => {
  it.each([
    ['1990-04-12', 'ADT'],
    ['2014-11-25', 'ADT'],
    ['2014-11-26', 'CHD'],
    ['2024-11-25', 'CHD'],
    ['2024-11-26', 'INF'],
    ['2026-11-01', 'INF'],
  ])('born %s → %s', (birth, type) => {
    expect(passengerTypeOn(birth, TODAY)).toBe(type);
  });
});

describe('photoFileError', () => {
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.JPEG', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES }, null],
    [{ name: 'me.webp', type: 'image/webp', size: 1000 }, null],
    [{ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 }, 'Validation.file_too_large'],
    [{ name: 'me.gif', type: 'image/gif', size: 1000 }, 'Validation.invalid_file_type'],
    [{ name: 'me.pdf', type: 'image/png', size: 1000 }, 'Validation.invalid_file_type'],
    [{ name: 'me.png', type: 'application/pdf', size: 1000 }, 'Validation.invalid_file_type'],
    [{ name: 'me.png', type: 'image/png', size: 0 }, 'Validation.invalid_file_type'],
  ])('%j → %s', (file, expected) => {
    expect(photoFileError(file)).toBe(expected);
  });
});

describe('squareRect', () => {
  it.each([
    ['crop', 800, 600, { sx: 100, sy: 0, sw: 600, sh: 600, dx: 0, dy: 0, dw: 512, dh: 512 }],
    ['crop', 300, 900, { sx: 0, sy: 300, sw: 300, sh: 300, dx: 0, dy: 0, dw: 512, dh: 512 }],
    ['fit', 1024, 512, { sx: 0, sy: 0, sw: 1024, sh: 512, dx: 0, dy: 128, dw: 512, dh: 256 }],
    ['fit', 256, 512, { sx: 0, sy: 0, sw: 256, sh: 512, dx: 128, dy: 0, dw: 256, dh: 512 }],
    ['fit', 100, 100, { sx: 0, sy: 0, sw: 100, sh: 100, dx: 0, dy: 0, dw: 512, dh: 512 }],
  ] as const)('%s %i×%i', (mode, width, height, expected) => {
    expect(squareRect(width, height, 512, mode)).toEqual(expected);
  });
});
