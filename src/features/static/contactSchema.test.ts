import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { contactSchema, toContactBody, type ContactValues } from './contactSchema';

const valid: ContactValues = {
  fullName: 'Sara Haddad',
  email: 'sara@mail.test',
  phoneCountry: 'AE',
  phoneCountryCode: '+971',
  phoneNo: '501234567',
  subject: 'Change of travel date',
  message: 'Can I move my flight to the 14th?\nBooking SKY-1234, paid $420.',
  captcha: { provider: 'altcha', token: 'solved' },
};

/** The first error of each field, as translation keys (spec section 5). */
function errorsOf(values: Partial<ContactValues>): Record<string, string> {
  try {
    contactSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) found[inner.path!] ??= inner.errors[0]!;
    return found;
  }
}

describe('the contact form rules', () => {
  it('accepts a complete message, in English or Arabic', () => {
    expect(errorsOf({})).toEqual({});
    expect(
      errorsOf({
        fullName: 'سارة الحداد',
        subject: 'تغيير موعد الرحلة',
        message: 'هل يمكن تغيير الموعد؟ شكرًا.',
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<ContactValues>, Record<string, string>]>([
    ['an empty name', { fullName: '' }, { fullName: 'please_enter_full_name' }],
    ['a name of spaces', { fullName: '   ' }, { fullName: 'please_enter_full_name' }],
    ['a name with digits', { fullName: 'R2 D2' }, { fullName: 'enter_valid_name' }],
    ['a name with symbols', { fullName: 'Sara <b>' }, { fullName: 'enter_valid_name' }],
    ['a name over 100 characters', { fullName: 'a'.repeat(101) }, { fullName: 'name_max_100' }],
    ['an empty email', { email: '' }, { email: 'enter_email' }],
    ['an email without a domain', { email: 'sara@' }, { email: 'email_valid' }],
    ['an email with a plus', { email: 'sara+x@mail.test' }, { email: 'email_valid' }],
    ['an email with a one-letter ending', { email: 'sara@mail.t' }, { email: 'email_valid' }],
    ['an empty mobile', { phoneNo: '' }, { phoneNo: 'mobile_number_required' }],
    ['a mobile of 6 digits', { phoneNo: '123456' }, { phoneNo: 'enter_valid_mobile_number' }],
    ['a mobile with letters', { phoneNo: '50123abc7' }, { phoneNo: 'enter_valid_mobile_number' }],
    ['a mobile of 16 digits', { phoneNo: '1'.repeat(16) }, { phoneNo: 'enter_valid_mobile_number' }],
    ['no calling code', { phoneCountryCode: '' }, { phoneCountryCode: 'mobile_number_required' }],
    ['an empty subject', { subject: '' }, { subject: 'enter_subject' }],
    ['a subject over 150 characters', { subject: 'a'.repeat(151) }, { subject: 'subject_max_150' }],
    ['a subject of digits only', { subject: '12345' }, { subject: 'enter_valid_text' }],
    ['a subject with an emoji', { subject: 'Hello 😀' }, { subject: 'enter_valid_text' }],
    ['an empty message', { message: '' }, { message: 'enter_message' }],
    ['a message of spaces and line breaks', { message: ' \n ' }, { message: 'enter_message' }],
    ['a message over 2,000 characters', { message: 'a'.repeat(2001) }, { message: 'message_max_2000' }],
    ['a message with a control character', { message: 'Hello\u0007' }, { message: 'enter_valid_text' }],
    ['no captcha', { captcha: null }, { captcha: 'i_am_not_robot' }],
    ['an unsolved captcha', { captcha: { provider: 'altcha', token: '' } }, { captcha: 'i_am_not_robot' }],
  ])('refuses %s', (_case, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  it('accepts a 7-digit mobile and a 2,000-character message', () => {
    expect(errorsOf({ phoneNo: '1234567', message: 'a'.repeat(2000) })).toEqual({});
  });

  it('sends trimmed values, one space between names, and the national digits alone', () => {
    const body = toContactBody(
      {
        ...valid,
        fullName: '  Sara   Haddad ',
        phoneNo: '971501234567',
        subject: ' Hi ',
        message: ' Text \n',
      },
      { provider: 'altcha', token: 'solved' },
    );
    expect(body).toEqual({
      fullName: 'Sara Haddad',
      email: 'sara@mail.test',
      phoneCountryCode: '+971',
      phoneNo: '501234567',
      subject: 'Hi',
      message: 'Text',
      captcha: { provider: 'altcha', token: 'solved' },
    });
  });
});
