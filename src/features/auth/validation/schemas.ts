import * as yup from 'yup';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_PATTERN,
  POPUP_MOBILE_MIN_DIGITS,
  POPUP_PASSWORD_MAX,
  SIGNUP_NAME_MAX,
  nationalDigits,
} from '@/lib/forms/rules';
import type { CaptchaAnswer } from '../api';
import { isCaptchaSolved } from '@/components/forms/captchaAnswer';

/**
 * The auth popup's forms (spec section 5) as yup schemas on top of the shared rules. Every message
 * is a key of the `Validation` namespace.
 */

/** E.164 allows at most 15 digits in a whole number. */
const MOBILE_MAX_DIGITS = 15;

const email = () => yup.string().trim().required('enter_your_email').matches(EMAIL_PATTERN, 'email_valid');

/** A new password: the rule of section 5, and at most 15 characters in the popup. */
const newPassword = () =>
  yup
    .string()
    .required('password_required')
    .max(POPUP_PASSWORD_MAX, 'password_max_15')
    .matches(PASSWORD_PATTERN, 'password_must_be_validation');

const solved = isCaptchaSolved;

export const welcomeSchema = yup.object({
  email: email(),
  captcha: yup.mixed<CaptchaAnswer>().nullable().test('solved', 'i_am_not_robot', solved),
});

/**
 * The captcha of a step that can mail a code: needed unless the journey already holds the flow
 * ticket of the email typed in the form (`hasTicket`).
 */
export const captchaUnlessTicket = (hasTicket: (email: string) => boolean) =>
  yup
    .mixed<CaptchaAnswer>()
    .nullable()
    .test(
      'solved',
      'i_am_not_robot',
      (value, context) =>
        hasTicket(String((context.parent as { email?: unknown }).email ?? '')) || solved(value),
    );

/** Logging in checks only that a password was typed: older passwords may predate the rule. */
export const passwordLoginSchema = yup.object({
  password: yup.string().required('password_required'),
});

/** After too many wrong passwords for the email the API asks for a captcha with the password. */
export const passwordWithCaptchaSchema = passwordLoginSchema.shape({
  captcha: yup.mixed<CaptchaAnswer>().nullable().test('solved', 'i_am_not_robot', solved),
});

export const signUpSchema = yup.object({
  fullName: yup
    .string()
    .trim()
    .required('please_enter_full_name')
    .max(SIGNUP_NAME_MAX, 'name_max_50')
    .matches(NAME_PATTERN, 'enter_valid_name'),
  email: email(),
  phoneCountryCode: yup.string().required('mobile_number_required'),
  phoneNumber: yup
    .string()
    .required('mobile_number_required')
    .test('digits', 'enter_valid_mobile_number', (value, context) => {
      const code = String((context.parent as { phoneCountryCode?: string }).phoneCountryCode ?? '');
      const digits = nationalDigits(value ?? '', code);
      return (
        /^[\d\s()-]*$/.test(value ?? '') &&
        digits.length >= POPUP_MOBILE_MIN_DIGITS &&
        digits.length + code.replace(/\D/g, '').length <= MOBILE_MAX_DIGITS
      );
    }),
  password: newPassword(),
});

export const otpSchema = yup.object({
  otp: yup.string().required('enter_valid_otp').matches(OTP_PATTERN, 'enter_valid_otp'),
});

export const resetEmailSchema = yup.object({ email: email() });

export const resetEmailWithTicketSchema = (hasTicket: (email: string) => boolean) =>
  resetEmailSchema.shape({ captcha: captchaUnlessTicket(hasTicket) });

export const signUpWithTicketSchema = (hasTicket: (email: string) => boolean) =>
  signUpSchema.shape({ captcha: captchaUnlessTicket(hasTicket) });

export const resetPasswordSchema = yup.object({
  newPassword: newPassword(),
  confirmPassword: yup
    .string()
    .required('please_confirm_new_password')
    // A test rather than oneOf(), which yup runs before `required` and would hide the empty case.
    .test('match', 'password_not_match', (value, context) => {
      return !value || value === (context.parent as { newPassword?: string }).newPassword;
    }),
});

export type WelcomeValues = { email: string; captcha: CaptchaAnswer | null };
export type PasswordLoginValues = yup.InferType<typeof passwordLoginSchema>;
export type SignUpValues = {
  fullName: string;
  email: string;
  /** ISO alpha-2 of the country picked for the number. */
  phoneCountry: string;
  /** Its calling code, with the plus. */
  phoneCountryCode: string;
  phoneNumber: string;
  password: string;
  /** Asked for only when the journey holds no ticket for the email typed. */
  captcha: CaptchaAnswer | null;
};
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
