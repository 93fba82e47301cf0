import * as yup from 'yup';
import { EMAIL_PATTERN, TEXT_PATTERN } from '@/lib/forms/rules';

/**
 * The booking contact and company-tax rules every checkout shares (flights, hotels; spec section 5
 * and the booking contracts). Messages are full translation keys, as in travellerRules.
 */

/** A company name is free text (the one rule of every form), at most 100 characters. */
export const COMPANY_NAME_PATTERN = TEXT_PATTERN;
export const COMPANY_NAME_MAX = 100;
export const REGISTRATION_NO_PATTERN = /^[A-Za-z0-9/-]{3,30}$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** The contact's email and mobile, and the optional company tax block, as fields of a checkout schema. */
export function contactFields() {
  return {
    email: yup
      .string()
      .trim()
      .required('Validation.enter_email')
      .matches(EMAIL_PATTERN, 'Validation.email_valid'),
    phoneCountry: yup.string(),
    phoneCountryCode: yup.string().required('Checkout.errors.country_code_required'),
    phoneNumber: yup
      .string()
      .required('Validation.mobile_number_required')
      .matches(
        new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`),
        'Validation.enter_valid_mobile_number',
      ),
    gstNumber: yup.boolean().required(),
    companyName: yup.string().when('gstNumber', {
      is: true,
      then: (s) =>
        s
          .trim()
          .required('Validation.enter_company_name')
          .max(COMPANY_NAME_MAX, 'Validation.name_max_100')
          .matches(COMPANY_NAME_PATTERN, 'Checkout.errors.company_name_invalid'),
    }),
    registrationNo: yup.string().when('gstNumber', {
      is: true,
      then: (s) =>
        s
          .trim()
          .required('Checkout.errors.enter_registration_no')
          .matches(REGISTRATION_NO_PATTERN, 'Checkout.errors.registration_invalid'),
    }),
  };
}
