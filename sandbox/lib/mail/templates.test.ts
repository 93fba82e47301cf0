import { describe, expect, it } from 'vitest';
import { OTP_TYPE } from '../../db/schema';
import { aMailClub } from '../../test-support/mail-club';
import { mailLanguage, renderCodeMail, renderPasswordChangedMail } from './templates';

const input = { club: aMailClub(), code: '042917', validMinutes: 10 };

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
      const mail = renderCodeMail({
        ...input,
        club: aMailClub({ name: 'Nakhla Trips' }),
        otpType,
        language: 'ar',
      });
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

describe('renderPasswordChangedMail', () => {
  const change = {
    club: aMailClub(),
    at: new Date('2026-11-25T14:05:09Z'),
    ipAddress: '203.0.113.7',
    browser: 'Chrome 140',
  };

  it('says in English when (UTC), from which address and which browser', () => {
    const mail = renderPasswordChangedMail({ ...change, language: 'en' });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Skyline Travel: Your password was changed');
    expect(mail.text).toContain('When: 25 November 2026');
    expect(mail.text).toMatch(/14:05 UTC$/m);
    expect(mail.text).toContain('IP address: 203.0.113.7');
    expect(mail.text).toContain('Browser: Chrome 140');
  });

  it('writes in Arabic, with the address and browser isolated as left-to-right runs', () => {
    const mail = renderPasswordChangedMail({
      ...change,
      club: aMailClub({ name: 'Nakhla Trips' }),
      language: 'ar-SA',
    });
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('Nakhla Trips: تم تغيير كلمة المرور');
    expect(mail.text).toContain('نوفمبر');
    expect(mail.text).toContain('\u2066203.0.113.7\u2069');
    expect(mail.text).toContain('\u2068Chrome 140\u2069');
  });

  it('says the browser is unknown when none was reported', () => {
    expect(renderPasswordChangedMail({ ...change, browser: '', language: 'en' }).text).toContain(
      'Browser: unknown',
    );
    expect(renderPasswordChangedMail({ ...change, browser: '', language: 'ar' }).text).toContain(
      'المتصفح: غير معروف',
    );
  });
});
