import * as yup from 'yup';
import { isCompleteDate } from '@/components/forms/dateParts';
import {
  ADDRESS_MAX,
  MOBILE_MIN_LENGTH,
  NAME_PATTERN,
  PASSWORD_PATTERN,
  SIGNUP_NAME_MAX,
  TEXT_PATTERN,
} from '@/lib/forms/rules';
import {
  ageOn,
  dateOfBirth as travellerDateOfBirth,
  MAX_TRAVELLER_AGE,
  passportExpiry,
  passportNumber,
  travellerName,
} from '@/features/travellers/travellerRules';

/**
 * The rules of My account's forms (spec section 5). Messages are full translation keys:
 * `Validation.*` where the spec names one, `Account.errors.*` otherwise. Dates are YYYY-MM-DD.
 * The exception: the fields shared with the login popup (PhoneField's number, PasswordField) show
 * keys of the `Validation` namespace, so their rules give those keys without the namespace.
 */

/** A national number is at most 15 digits (E.164). */
export const MOBILE_MAX_LENGTH = 15;

export interface ProfileValues {
  fullName: string;
  phoneCountry: string;
  phoneCountryCode: string;
  mobileNumber: string;
  address: string;
  dateOfBirth: string;
}

export function profileSchema(today: string) {
  return yup.object({
    fullName: yup
      .string()
      .trim()
      .required('Validation.please_enter_full_name')
      .max(SIGNUP_NAME_MAX, 'Validation.name_max_50')
      .matches(NAME_PATTERN, 'Validation.enter_valid_name'),
    phoneCountryCode: yup.string().required('Account.errors.country_code_required'),
    mobileNumber: yup
      .string()
      .required('mobile_number_required')
      .matches(new RegExp(`^\\d{${MOBILE_MIN_LENGTH},${MOBILE_MAX_LENGTH}}$`), 'enter_valid_mobile_number'),
    address: yup
      .string()
      .trim()
      .max(ADDRESS_MAX, 'Validation.address_max_200')
      .test('text', 'Account.errors.address_invalid', (value) => !value || TEXT_PATTERN.test(value)),
    // Optional; once any part is typed it must be a real day, in the past, within a lifetime.
    dateOfBirth: yup
      .string()
      .test('date', 'Validation.valid_dob', (value) => !value || isCompleteDate(value))
      .test(
        'past',
        'Account.errors.dob_not_past',
        (value) => !value || !isCompleteDate(value) || value < today,
      )
      .test(
        'old',
        'Account.errors.dob_too_old',
        (value) => !value || !isCompleteDate(value) || ageOn(value, today) <= MAX_TRAVELLER_AGE,
      ),
  });
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const passwordSchema = yup.object({
  currentPassword: yup.string().required('enter_current_password'),
  newPassword: yup
    .string()
    .required('enter_new_password')
    .matches(PASSWORD_PATTERN, 'password_must_be_validation')
    .test(
      'changed',
      'password_unchanged',
      (value, context) => !value || value !== (context.parent as PasswordValues).currentPassword,
    ),
  confirmPassword: yup
    .string()
    .required('please_confirm_new_password')
    .test(
      'match',
      'password_not_match',
      (value, context) => !value || value === (context.parent as PasswordValues).newPassword,
    ),
});

export interface TravellerValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: '' | 'M' | 'F';
  passportNumber: string;
  expiryDate: string;
}

/** A saved traveller: the checkout's rules, without a travel date to check against. */
export function savedTravellerSchema(today: string) {
  return yup.object({
    firstName: travellerName('Validation.please_enter_first_name'),
    lastName: travellerName('Validation.please_enter_last_name'),
    dateOfBirth: travellerDateOfBirth(today),
    gender: yup
      .string()
      .required('Validation.gender_required')
      .oneOf(['M', 'F'], 'Validation.gender_required'),
    passportNumber: passportNumber(),
    expiryDate: passportExpiry(today, ''),
  });
}

/** Spec section 5: profile photos are JPEG, PNG or WebP (.jpeg, .jpg, .png, .webp), at most 5 MB. */
export const PHOTO_MAX_BYTES = 5_242_880;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_EXTENSION = /\.(?:jpe?g|png|webp)$/i;

/** The browser's check of a chosen photo (the API checks its content again): a key, or null. */
export function photoFileError(file: { name: string; type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type) || !PHOTO_EXTENSION.test(file.name)) {
    return 'Validation.invalid_file_type';
  }
  if (file.size > PHOTO_MAX_BYTES) return 'Validation.file_too_large';
  if (file.size === 0) return 'Validation.invalid_file_type';
  return null;
}

/** What the form's values become for the API: trimmed, blanks as null. */
export function profileUpdateOf(values: ProfileValues) {
  const address = values.address.trim();
  return {
    fullName: values.fullName.trim().replace(/\s+/g, ' '),
    phoneCountryCode: values.phoneCountryCode,
    mobileNumber: values.mobileNumber,
    address: address || null,
    dateOfBirth: values.dateOfBirth || null,
  };
}
