import { describe, expect, it } from 'vitest';
import { OTP_TYPE } from '../../db/schema';
import { mailLanguage, renderCodeMail } from './templates';

const input = { clubName: 'Skyline Travel', code: '042917', validMinutes: 10 };

describe('renderCodeMail', () => {
  it.each([OTP_TYPE.SIGNUP, OTP_TYPE.LOGIN, OTP_TYPE.FORGOT_PASSWORD])(
    'writes code type %i in English with the club, the code and its validity',
    (otpType) => {
      const mail = renderCodeMail({ ...input, otpType, language: 'en' });
      expect(mail.language).toBe('en');
      expect(mail.subject).toContain('Skyline Travel');
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('Skyline Travel');
      expect(mail.text).toContain('valid for 10 minutes');
    },
  );

  it.each([OTP_TYPE.SIGNUP, OTP_TYPE.LOGIN, OTP_TYPE.FORGOT_PASSWORD])(
    'writes code type %i in Arabic',
    (otpType) => {
      const mail = renderCodeMail({ ...input, clubName: 'Nakhla Trips', otpType, language: 'ar' });
      expect(mail.language).toBe('ar');
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('Nakhla Trips');
      expect(mail.text).toContain('صالح لمدة 10 دقائق');
    },
  );

  it('says what the code is for', () => {
    const subjects = [OTP_TYPE.SIGNUP, OTP_TYPE.LOGIN, OTP_TYPE.FORGOT_PASSWORD].map(
      (otpType) => renderCodeMail({ ...input, otpType, language: 'en' }).subject,
    );
    expect(new Set(subjects).size).toBe(3);
    expect(subjects[2]).toMatch(/password/i);
  });
});

describe('mailLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-SA', 'ar'],
    ['en', 'en'],
    ['fr', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%s → %s', (given, expected) => {
    expect(mailLanguage(given)).toBe(expected);
  });
});
