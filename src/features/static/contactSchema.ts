import * as yup from 'yup';
import {
  EMAIL_PATTERN,
  MOBILE_MIN_LENGTH,
  NAME_PATTERN,
  TEXT_PATTERN,
  nationalDigits,
} from '@/lib/forms/rules';
import type { CaptchaAnswer } from '@/features/auth/api';
import { captchaToSend, isCaptchaSolved } from '@/components/forms/captchaAnswer';

/**
 * The contact-us form (spec section 3) under the rules of section 5. Every message is a key of the
 * `Validation` namespace. The club API checks the same limits again (sandbox/routes/contact).
 */

export const CONTACT_MAX = { fullName: 100, subject: 150, message: 2000 } as const;
/** A national number is at most 15 digits (E.164). */
const MOBILE_MAX_DIGITS = 15;
/** Subject and message: the free-text rule of every form. */
export const CONTACT_TEXT_PATTERN = TEXT_PATTERN;

export interface ContactValues {
  fullName: string;
  email: string;
  /** Alpha-2 of the country picked for the phone (the picker's field). */
  phoneCountry: string;
  /** Its calling code, with the plus. */
  phoneCountryCode: string;
  phoneNo: string;
  subject: string;
  message: string;
  captcha: CaptchaAnswer | null;
}

export const contactSchema = yup.object({
  fullName: yup
    .string()
    .trim()
    .required('please_enter_full_name')
    .max(CONTACT_MAX.fullName, 'name_max_100')
    .matches(NAME_PATTERN, 'enter_valid_name'),
  email: yup.string().trim().required('enter_email').matches(EMAIL_PATTERN, 'email_valid'),
  phoneCountry: yup.string(),
  phoneCountryCode: yup.string().required('mobile_number_required'),
  phoneNo: yup
    .string()
    .required('mobile_number_required')
    .test('digits', 'enter_valid_mobile_number', (value, context) => {
      const code = String((context.parent as { phoneCountryCode?: string }).phoneCountryCode ?? '');
      const digits = nationalDigits(value ?? '', code);
      return (
        /^\d+$/.test(value ?? '') && digits.length >= MOBILE_MIN_LENGTH && digits.length <= MOBILE_MAX_DIGITS
      );
    }),
  subject: yup
    .string()
    .trim()
    .required('enter_subject')
    .max(CONTACT_MAX.subject, 'subject_max_150')
    .matches(CONTACT_TEXT_PATTERN, 'enter_valid_text'),
  message: yup
    .string()
    .trim()
    .required('enter_message')
    .max(CONTACT_MAX.message, 'message_max_2000')
    .matches(CONTACT_TEXT_PATTERN, 'enter_valid_text'),
  captcha: yup.mixed<CaptchaAnswer>().nullable().test('solved', 'i_am_not_robot', isCaptchaSolved),
});

/** The body of `POST /contact`: trimmed, spaces in the name collapsed, the national digits alone. */
export function toContactBody(values: ContactValues, captcha: CaptchaAnswer) {
  return {
    fullName: values.fullName.trim().replace(/\s+/g, ' '),
    email: values.email.trim(),
    phoneCountryCode: values.phoneCountryCode,
    phoneNo: nationalDigits(values.phoneNo, values.phoneCountryCode),
    subject: values.subject.trim(),
    message: values.message.trim(),
    captcha: captchaToSend(captcha),
  };
}
