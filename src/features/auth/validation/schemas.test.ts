import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import {
  otpSchema,
  passwordLoginSchema,
  resetEmailSchema,
  resetPasswordSchema,
  signUpSchema,
  welcomeSchema,
} from './schemas';

/** The validation key of the first error at `path`, or null when the values pass. */
function errorAt(schema: AnyObjectSchema, values: Record<string, unknown>, path: string): string | null {
  try {
    schema.validateSyncAt(path, values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

const captcha = { provider: 'altcha', token: 'payload' };

describe('welcome step: email and captcha', () => {
  it.each([
    ['customer@skyline.test', null],
    ['a.b.c@mail.example.co', null],
    ['  padded@mail.test  ', null],
    ['', 'enter_your_email'],
    ['   ', 'enter_your_email'],
    ['plain', 'email_valid'],
    ['a@b', 'email_valid'],
    ['a@b.toolong', 'email_valid'],
    ['a+tag@mail.test', 'email_valid'],
    ['علي@mail.test', 'email_valid'],
  ])('email %j → %s', (email, expected) => {
    expect(errorAt(welcomeSchema, { email, captcha }, 'email')).toBe(expected);
  });

  it.each([
    [captcha, null],
    [{ provider: 'recaptcha', token: 'g-token' }, null],
    [null, 'i_am_not_robot'],
    [undefined, 'i_am_not_robot'],
    [{ provider: 'altcha', token: '' }, 'i_am_not_robot'],
  ])('captcha %j → %s', (value, expected) => {
    expect(errorAt(welcomeSchema, { email: 'a@b.cc', captcha: value }, 'captcha')).toBe(expected);
  });
});

describe('password login', () => {
  it.each([
    ['Travel@123', null],
    ['legacy', null],
    ['', 'password_required'],
  ])('%j → %s', (password, expected) => {
    expect(errorAt(passwordLoginSchema, { password }, 'password')).toBe(expected);
  });
});

describe('sign-up', () => {
  const valid = {
    fullName: 'Ali Hassan',
    email: 'ali@mail.test',
    phoneCountry: 'AE',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: 'Travel@123',
  };

  it('accepts a complete form', () => {
    expect(signUpSchema.isValidSync(valid)).toBe(true);
  });

  it.each([
    ['Ali Hassan', null],
    ['علي حسن', null],
    ['محمد بن راشد', null],
    ["Anne-Marie O'Neil", null],
    ['José Núñez', null],
    ['', 'please_enter_full_name'],
    ['   ', 'please_enter_full_name'],
    ['Ali1', 'enter_valid_name'],
    ['Ali_Hassan', 'enter_valid_name'],
    ['<b>Ali</b>', 'enter_valid_name'],
    ['A'.repeat(50), null],
    ['A'.repeat(51), 'name_max_50'],
  ])('full name %j → %s', (fullName, expected) => {
    expect(errorAt(signUpSchema, { ...valid, fullName }, 'fullName')).toBe(expected);
  });

  it.each([
    ['+971', '501234567', null],
    ['+971', '5012345', null],
    ['+971', '501234', 'enter_valid_mobile_number'],
    ['+91', '9876543210', null],
    ['+91', '919876543', null],
    ['+91', '9187654', 'enter_valid_mobile_number'],
    ['+971', '', 'mobile_number_required'],
    ['+971', '50123abc45', 'enter_valid_mobile_number'],
    ['+971', '5012345678901', 'enter_valid_mobile_number'],
  ])('mobile %s %s → %s', (phoneCountryCode, phoneNumber, expected) => {
    expect(errorAt(signUpSchema, { ...valid, phoneCountryCode, phoneNumber }, 'phoneNumber')).toBe(expected);
  });

  it.each([
    ['Travel@123', null],
    ['abcdefg1!', null],
    ['كلمةسر1!', null],
    ['Pass٣word!', null],
    ['سفر@٢٠٢٦x', null],
    ['Abcdefghij@1234', null],
    ['', 'password_required'],
    ['Ab1!', 'password_must_be_validation'],
    ['Password!', 'password_must_be_validation'],
    ['12345678!', 'password_must_be_validation'],
    ['Password1', 'password_must_be_validation'],
    ['Pass word1!', 'password_must_be_validation'],
    ['Password1?', 'password_must_be_validation'],
    ['Abcdefghij@12345', 'password_max_15'],
  ])('password %j → %s', (password, expected) => {
    expect(errorAt(signUpSchema, { ...valid, password }, 'password')).toBe(expected);
  });
});

describe('codes', () => {
  it.each([
    ['123456', null],
    ['012345', null],
    ['12345', 'enter_valid_otp'],
    ['1234567', 'enter_valid_otp'],
    ['12 456', 'enter_valid_otp'],
    ['١٢٣٤٥٦', 'enter_valid_otp'],
    ['', 'enter_valid_otp'],
  ])('%j → %s', (otp, expected) => {
    expect(errorAt(otpSchema, { otp }, 'otp')).toBe(expected);
  });
});

describe('reset password', () => {
  it.each([
    ['ali@mail.test', null],
    ['', 'enter_your_email'],
    ['ali@mail', 'email_valid'],
  ])('reset email %j → %s', (email, expected) => {
    expect(errorAt(resetEmailSchema, { email }, 'email')).toBe(expected);
  });

  it.each([
    ['Travel@123', 'Travel@123', null],
    ['كلمةسر١!x', 'كلمةسر١!x', null],
    ['Travel@123', 'Travel@124', 'password_not_match'],
    ['Travel@123', '', 'please_confirm_new_password'],
  ])('new %j, confirmation %j → %s', (newPassword, confirmPassword, expected) => {
    expect(errorAt(resetPasswordSchema, { newPassword, confirmPassword }, 'confirmPassword')).toBe(expected);
  });

  it.each([
    ['Travel@123', null],
    ['', 'password_required'],
    ['travel123', 'password_must_be_validation'],
  ])('new password %j → %s', (newPassword, expected) => {
    expect(errorAt(resetPasswordSchema, { newPassword, confirmPassword: newPassword }, 'newPassword')).toBe(
      expected,
    );
  });
});
