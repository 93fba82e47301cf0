import { OTP_TYPE, type OtpType } from '../../db/schema';

export type MailLanguage = 'en' | 'ar';

export interface CodeMailInput {
  clubName: string;
  code: string;
  otpType: OtpType;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  /** Minutes the code stays valid. */
  validMinutes: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  language: MailLanguage;
}

export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

const purposes: Record<MailLanguage, Record<OtpType, { subject: string; reason: string }>> = {
  en: {
    [OTP_TYPE.SIGNUP]: {
      subject: 'Confirm your email',
      reason: 'Use this code to confirm your email address and finish creating your account',
    },
    [OTP_TYPE.LOGIN]: { subject: 'Your sign-in code', reason: 'Use this code to sign in' },
    [OTP_TYPE.FORGOT_PASSWORD]: {
      subject: 'Reset your password',
      reason: 'Use this code to reset your password',
    },
  },
  ar: {
    [OTP_TYPE.SIGNUP]: {
      subject: 'تأكيد بريدك الإلكتروني',
      reason: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني وإكمال إنشاء حسابك',
    },
    [OTP_TYPE.LOGIN]: { subject: 'رمز تسجيل الدخول', reason: 'استخدم هذا الرمز لتسجيل الدخول' },
    [OTP_TYPE.FORGOT_PASSWORD]: {
      subject: 'إعادة تعيين كلمة المرور',
      reason: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور',
    },
  },
};

export function minutesInArabic(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  if (minutes >= 3 && minutes <= 10) return `${minutes} دقائق`;
  return `${minutes} دقيقة`;
}

/** The mail that carries a one-time code, in the reader's language (English or Arabic). */
export function renderCodeMail({
  clubName,
  code,
  otpType,
  language,
  validMinutes,
}: CodeMailInput): RenderedMail {
  const lang = mailLanguage(language);
  const { subject, reason } = purposes[lang][otpType];
  if (lang === 'ar') {
    return {
      language: lang,
      subject: `${clubName}: ${subject}`,
      text: [
        'مرحبًا،',
        '',
        `${reason} في ${clubName}:`,
        '',
        code,
        '',
        `الرمز صالح لمدة ${minutesInArabic(validMinutes)} ويمكن استخدامه مرة واحدة فقط.`,
        'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة ولا تشاركه مع أي شخص.',
        '',
        `فريق ${clubName}`,
      ].join('\n'),
    };
  }
  return {
    language: lang,
    subject: `${clubName}: ${subject}`,
    text: [
      'Hello,',
      '',
      `${reason} at ${clubName}:`,
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this mail and do not share the code with anyone.',
      '',
      `The ${clubName} team`,
    ].join('\n'),
  };
}

export interface PasswordChangedMailInput {
  clubName: string;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  /** When the password was changed. */
  at: Date;
  /** The address the change came from, as the API saw it. */
  ipAddress: string;
  /** The browser or device the site reported, or the request's User-Agent; may be empty. */
  browser: string;
}

/** `25 November 2026, 14:05 UTC` in English; the Arabic month name and Arabic-Indic digits in Arabic. */
function formatWhen(at: Date, language: MailLanguage): string {
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return format.format(at);
}

/** The confirmation mailed after a password change: when and from where, in the reader's language. */
export function renderPasswordChangedMail({
  clubName,
  language,
  at,
  ipAddress,
  browser,
}: PasswordChangedMailInput): RenderedMail {
  const lang = mailLanguage(language);
  const when = formatWhen(at, lang);
  if (lang === 'ar') {
    return {
      language: lang,
      subject: `${clubName}: تم تغيير كلمة المرور`,
      text: [
        'مرحبًا،',
        '',
        `تم تغيير كلمة المرور لحسابك في ${clubName}.`,
        '',
        `الوقت: ${when} (بالتوقيت العالمي المنسق)`,
        `عنوان IP: \u2066${ipAddress}\u2069`,
        `المتصفح: ${browser ? `\u2068${browser}\u2069` : 'غير معروف'}`,
        '',
        'تم تسجيل الخروج من جلساتك الأخرى على جميع الأجهزة.',
        'إذا لم تقم بهذا التغيير، فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول وتواصل معنا.',
        '',
        `فريق ${clubName}`,
      ].join('\n'),
    };
  }
  return {
    language: lang,
    subject: `${clubName}: Your password was changed`,
    text: [
      'Hello,',
      '',
      `The password of your ${clubName} account was changed.`,
      '',
      `When: ${when} UTC`,
      `IP address: ${ipAddress}`,
      `Browser: ${browser || 'unknown'}`,
      '',
      'Your other sessions on every device have been signed out.',
      'If you did not make this change, reset your password at once from the login page and contact us.',
      '',
      `The ${clubName} team`,
    ].join('\n'),
  };
}
