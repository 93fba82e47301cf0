import * as yup from 'yup';
import type { CaptchaAnswer } from '@/features/auth/api';
import {
  ADDRESS_MAX,
  DOCUMENT_TYPES,
  EMAIL_PATTERN,
  HEX_COLOUR_PATTERN,
  IATA_PATTERN,
  IMAGE_TYPES,
  MOBILE_MIN_LENGTH,
  NAME_PATTERN,
  PASSWORD_PATTERN,
  SIGNUP_NAME_MAX,
  TEXT_PATTERN,
  UPLOAD_MAX_BYTES,
} from '@/lib/forms/rules';

/**
 * The agent application's forms (spec section 5), one schema per step. Every message is a key of
 * the `Validation` namespace.
 */

/** A national number: at least 7 digits (longer than 6 characters), at most 15 (E.164). */
const PHONE_PATTERN = new RegExp(`^\\d{${MOBILE_MIN_LENGTH},15}$`);
export const COMPANY_NAME_MAX = 100;

const name = (requiredKey: string) =>
  yup
    .string()
    .trim()
    .required(requiredKey)
    .max(SIGNUP_NAME_MAX, 'name_max_50')
    .matches(NAME_PATTERN, 'enter_valid_name');

/** The person: names, e-mail, a required and an optional phone, password and its confirmation. */
export const personSchema = yup.object({
  firstName: name('please_enter_first_name'),
  lastName: name('please_enter_last_name'),
  email: yup.string().trim().required('enter_your_email').matches(EMAIL_PATTERN, 'email_valid'),
  phoneCountryCode: yup.string().required('mobile_number_required'),
  phoneNumber: yup
    .string()
    .required('mobile_number_required')
    .matches(PHONE_PATTERN, 'enter_valid_mobile_number'),
  secondaryPhoneNumber: yup
    .string()
    .test('phone', 'enter_valid_mobile_number', (value) => !value || PHONE_PATTERN.test(value)),
  password: yup
    .string()
    .required('password_required')
    .matches(PASSWORD_PATTERN, 'password_must_be_validation'),
  confirmPassword: yup
    .string()
    .required('please_confirm_new_password')
    .test(
      'match',
      'password_not_match',
      (value, context) => !value || value === (context.parent as { password?: string }).password,
    ),
});

/** The application's first step: the person, and the captcha solved for the e-mail check. */
export const personFormSchema = personSchema.shape({
  captcha: yup
    .mixed<CaptchaAnswer>()
    .nullable()
    .test('solved', 'i_am_not_robot', (value) => Boolean(value && value.token)),
});

/** The person once the account exists (the details page): no e-mail or password here. */
export const personEditSchema = personSchema.omit(['email', 'password', 'confirmPassword']);

/** The company: name, point of contact, address ≤ 200, and the IATA number when they have one. */
export const companySchema = yup.object({
  companyName: yup
    .string()
    .trim()
    .required('enter_company_name')
    .max(COMPANY_NAME_MAX, 'name_max_100')
    .matches(TEXT_PATTERN, 'enter_valid_text'),
  pointOfContact: name('enter_contact_name'),
  address: yup
    .string()
    .trim()
    .required('enter_address')
    .max(ADDRESS_MAX, 'address_max_200')
    .matches(TEXT_PATTERN, 'enter_valid_text'),
  haveIata: yup.string().oneOf(['yes', 'no']).required(),
  iataNumber: yup.string().when('haveIata', {
    is: 'yes',
    then: (s) => s.trim().required('enter_iata').matches(IATA_PATTERN, 'valid_iata'),
    otherwise: (s) => s.strip(),
  }),
});

/** A colour as the form holds it: `#` and 3 or 6 hex digits. */
export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOUR_PATTERN.test(value.trim());
}

/** What an image or document file is checked for before it is sent (the server checks content). */
export function fileProblem(file: File, kind: 'image' | 'document'): string | null {
  const types = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  if (!types.includes(file.type)) return kind === 'image' ? 'invalid_file_type' : 'invalid_document_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'file_too_large';
  return null;
}

/** An edit form's colour (spec section 5): optional, a hex code when given (`valid_hex_code`). */
const optionalColour = () =>
  yup
    .string()
    .trim()
    .test('hex', 'valid_hex_code', (v) => !v || isHexColour(v));

/**
 * Branding: a logo image (required unless the application already has one), the primary and the
 * secondary colours as hex codes of 3 or 6 digits. Editing a saved branding (`editing`), the
 * colours are optional, as the specification says of the edit form: an empty one keeps the saved
 * colour.
 */
export const brandingSchema = (hasLogo: boolean, editing = false) =>
  yup.object({
    logo: yup
      .mixed<File>()
      .nullable()
      .test('required', 'select_logo', (value) => hasLogo || value instanceof File)
      .test('file', 'invalid_file_type', function (value) {
        const problem = value instanceof File ? fileProblem(value, 'image') : null;
        return problem ? this.createError({ message: problem }) : true;
      }),
    primaryColor: editing
      ? optionalColour()
      : yup
          .string()
          .trim()
          .required('enter_primary_color')
          .test('hex', 'valid_hex', (v) => !v || isHexColour(v)),
    secondaryColor: editing
      ? optionalColour()
      : yup
          .string()
          .trim()
          .required('enter_secondary_color')
          .test('hex', 'valid_hex', (v) => !v || isHexColour(v)),
  });

export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneCountryCode: string;
  phoneNumber: string;
  secondaryPhoneCountry: string;
  secondaryPhoneCountryCode: string;
  secondaryPhoneNumber: string;
  password: string;
  confirmPassword: string;
}

export type PersonFormValues = PersonValues & { captcha: CaptchaAnswer | null };

export interface CompanyValues {
  companyName: string;
  pointOfContact: string;
  address: string;
  haveIata: 'yes' | 'no';
  iataNumber: string;
}

export interface BrandingValues {
  logo: File | null;
  primaryColor: string;
  secondaryColor: string;
}
