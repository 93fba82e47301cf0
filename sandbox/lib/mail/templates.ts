import type { OtpType } from '../../db/schema';
import { mailLanguage, type FramedMail, type MailClub, type MailLanguage } from './content';
import { frameMail } from './frame';
import { auto, ltr } from './parts';
import { mailTexts } from './texts';

export { mailLanguage, type MailLanguage } from './content';
export { minutesInArabic } from './texts';

/** A mail the sandbox sends, framed: subject, plain text and HTML in the reader's language. */
export type RenderedMail = FramedMail;

export interface CodeMailInput {
  club: MailClub;
  code: string;
  otpType: OtpType;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  /** Minutes the code stays valid. */
  validMinutes: number;
}

/** The mail that carries a one-time code, in the reader's language (English or Arabic). */
export function renderCodeMail({ club, code, otpType, language, validMinutes }: CodeMailInput): RenderedMail {
  const lang = mailLanguage(language);
  const texts = mailTexts[lang].code;
  return frameMail(lang, club, {
    subject: `${club.name}: ${texts.subject[otpType]}`,
    greet: null,
    blocks: [
      { type: 'text', words: texts.intro(texts.reason[otpType], club.name) },
      { type: 'code', code },
      { type: 'text', words: texts.valid(validMinutes) },
      { type: 'text', words: texts.ignore },
    ],
  });
}

export interface PasswordChangedMailInput {
  club: MailClub;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  /** When the password was changed. */
  at: Date;
  /** The address the change came from, as the API saw it. */
  ipAddress: string;
  /** The browser or device the site reported, or the request's User-Agent; may be empty. */
  browser: string;
}

/** `25 November 2026, 14:05` in English; the Arabic month name and Arabic-Indic digits in Arabic. */
function formatWhen(at: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(at);
}

/** The confirmation mailed after a password change: when and from where, in the reader's language. */
export function renderPasswordChangedMail({
  club,
  language,
  at,
  ipAddress,
  browser,
}: PasswordChangedMailInput): RenderedMail {
  const lang = mailLanguage(language);
  const texts = mailTexts[lang].passwordChanged;
  return frameMail(lang, club, {
    subject: `${club.name}: ${texts.subject}`,
    greet: null,
    blocks: [
      { type: 'text', words: texts.intro(club.name) },
      {
        type: 'facts',
        rows: [
          { label: texts.when, value: texts.whenValue(formatWhen(at, lang)) },
          { label: texts.ip, value: ltr(ipAddress) },
          { label: texts.browser, value: browser ? auto(browser) : texts.unknownBrowser },
        ],
      },
      { type: 'text', words: texts.signedOut },
      { type: 'text', words: texts.notYou },
    ],
  });
}
