import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { secondaryPhoneOf } from './PersonForm';
import { brandingSchema, companySchema, fileProblem, personEditSchema, personSchema } from './rules';

/** The key of the first error for `field`, or null when the field passes. */
function errorOf(schema: AnyObjectSchema, values: object, field: string): string | null {
  try {
    schema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === field)?.message ?? null;
  }
}

const person = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@agency.test',
  phoneCountryCode: '+971',
  phoneNumber: '501234567',
  secondaryPhoneNumber: '',
  password: 'Travel@123',
  confirmPassword: 'Travel@123',
};

describe('step 1, the person', () => {
  it('passes a complete person', () => {
    expect(() => personSchema.validateSync(person)).not.toThrow();
  });

  it.each([
    ['firstName', '', 'please_enter_first_name'],
    ['firstName', '   ', 'please_enter_first_name'],
    ['firstName', 'L4yla', 'enter_valid_name'],
    ['firstName', 'ليلى', null],
    ['firstName', 'a'.repeat(51), 'name_max_50'],
    ['lastName', '', 'please_enter_last_name'],
    ['lastName', "O'Neil", null],
    ['email', '', 'enter_your_email'],
    ['email', 'layla@agency', 'email_valid'],
    ['phoneNumber', '', 'mobile_number_required'],
    ['phoneNumber', '123456', 'enter_valid_mobile_number'],
    ['phoneNumber', '1234567', null],
    ['phoneNumber', '1'.repeat(16), 'enter_valid_mobile_number'],
    ['secondaryPhoneNumber', '', null],
    ['secondaryPhoneNumber', '12345', 'enter_valid_mobile_number'],
    ['secondaryPhoneNumber', '42123456', null],
    ['password', '', 'password_required'],
    ['password', 'travel123', 'password_must_be_validation'],
    ['password', 'Travel @123', 'password_must_be_validation'],
    ['confirmPassword', '', 'please_confirm_new_password'],
    ['confirmPassword', 'Travel@124', 'password_not_match'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorOf(personSchema, { ...person, [field]: value }, field)).toBe(key);
  });

  it('the details page checks the person without e-mail or password', () => {
    const { email: _e, password: _p, confirmPassword: _c, ...rest } = person;
    expect(() => personEditSchema.validateSync(rest)).not.toThrow();
  });
});

const company = {
  companyName: 'Gulf Wings Travel (LLC)',
  pointOfContact: 'Omar Aziz',
  address: 'Office 12, Al Fahidi St, Dubai',
  haveIata: 'no',
  iataNumber: '',
};

describe('step 2, the company', () => {
  it.each([
    ['companyName', '', 'enter_company_name'],
    ['companyName', 'x'.repeat(101), 'name_max_100'],
    ['companyName', 'Wings <script>', 'enter_valid_text'],
    ['pointOfContact', '', 'enter_contact_name'],
    ['pointOfContact', 'Omar 2', 'enter_valid_name'],
    ['address', '', 'enter_address'],
    ['address', 'a'.repeat(200), null],
    ['address', 'a'.repeat(201), 'address_max_200'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorOf(companySchema, { ...company, [field]: value }, field)).toBe(key);
  });

  it.each([
    ['yes', '', 'enter_iata'],
    ['yes', '123456', 'valid_iata'],
    ['yes', '12345A7', 'valid_iata'],
    ['yes', '1234567', null],
    ['yes', '12345678', null],
    ['yes', '123456789', 'valid_iata'],
    ['no', '', null],
    ['no', 'anything', null],
  ])('with haveIata %s, IATA number %j → %s', (haveIata, iataNumber, key) => {
    expect(errorOf(companySchema, { ...company, haveIata, iataNumber }, 'iataNumber')).toBe(key);
  });

  it('drops the IATA number when they have none', () => {
    expect(companySchema.validateSync({ ...company, iataNumber: '1234567' })).not.toHaveProperty(
      'iataNumber',
    );
  });
});

const png = (size = 1000) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

describe('step 3, branding', () => {
  const branding = { logo: png(), primaryColor: '#0a5', secondaryColor: '#00AA55' };

  it.each([
    ['no logo', 'select_logo', 'logo', null],
    ['a PDF logo', 'invalid_file_type', 'logo', new File(['%PDF-'], 'logo.pdf', { type: 'application/pdf' })],
    ['a logo over 5 MB', 'file_too_large', 'logo', png(5_242_881)],
    ['a logo of exactly 5 MB', null, 'logo', png(5_242_880)],
    ['primaryColor ""', 'enter_primary_color', 'primaryColor', ''],
    ['primaryColor #12', 'valid_hex', 'primaryColor', '#12'],
    ['primaryColor #1234', 'valid_hex', 'primaryColor', '#1234'],
    ['primaryColor 123456', 'valid_hex', 'primaryColor', '123456'],
    ['primaryColor #12345g', 'valid_hex', 'primaryColor', '#12345g'],
    ['primaryColor #abc', null, 'primaryColor', '#abc'],
    ['primaryColor #A1B2C3', null, 'primaryColor', '#A1B2C3'],
    ['secondaryColor ""', 'enter_secondary_color', 'secondaryColor', ''],
    ['secondaryColor red', 'valid_hex', 'secondaryColor', 'red'],
    ['secondaryColor url(x)', 'valid_hex', 'secondaryColor', 'url(x)'],
  ])('%s → %s', (_label, key, field, value) => {
    expect(errorOf(brandingSchema(false), { ...branding, [field]: value }, field)).toBe(key);
  });

  it.each([
    ['primaryColor ""', null, 'primaryColor', ''],
    ['secondaryColor "  "', null, 'secondaryColor', '  '],
    ['primaryColor #12', 'valid_hex_code', 'primaryColor', '#12'],
    ['secondaryColor red', 'valid_hex_code', 'secondaryColor', 'red'],
    ['primaryColor #A1B2C3', null, 'primaryColor', '#A1B2C3'],
  ])('editing a saved branding: %s → %s', (_label, key, field, value) => {
    expect(errorOf(brandingSchema(true, true), { ...branding, [field]: value }, field)).toBe(key);
  });

  it('needs no new logo when the application has one', () => {
    expect(errorOf(brandingSchema(true), { ...branding, logo: null }, 'logo')).toBeNull();
  });
});

describe('step 4, documents', () => {
  it.each([
    ['application/pdf', 1000, null],
    ['image/jpeg', 1000, null],
    ['image/webp', 1000, null],
    ['text/plain', 1000, 'invalid_document_type'],
    ['application/pdf', 5_242_881, 'file_too_large'],
  ])('a %s of %i bytes → %s', (type, size, key) => {
    expect(fileProblem(new File([new Uint8Array(size)], 'doc', { type }), 'document')).toBe(key);
  });
});

describe('the secondary phone sent to the API', () => {
  it.each([
    [{ secondaryPhoneCountryCode: '+971', secondaryPhoneNumber: '' }, {}],
    [
      { secondaryPhoneCountryCode: '+966', secondaryPhoneNumber: '512345678' },
      { secondaryPhoneCountryCode: '+966', secondaryPhoneNumber: '512345678' },
    ],
  ])('%j → %j (both or neither)', (values, sent) => {
    expect(secondaryPhoneOf(values)).toEqual(sent);
  });
});
