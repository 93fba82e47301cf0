import { minutesInArabic, type MailLanguage, type RenderedMail } from '../../lib/mail/templates';

export interface ManageCodeMailInput {
  clubName: string;
  reference: string;
  code: string;
  language: MailLanguage;
  validMinutes: number;
}

/** The Manage booking code, on a line of its own, in the language the guest asked in. */
export function renderManageCodeMail({
  clubName,
  reference,
  code,
  language,
  validMinutes,
}: ManageCodeMailInput): RenderedMail {
  if (language === 'ar') {
    return {
      language,
      subject: `${clubName}: رمز فتح حجزك ${reference}`,
      text: [
        'مرحبًا،',
        '',
        `طلب أحدهم فتح الحجز ذي الرقم المرجعي ${reference} في ${clubName}. أدخل هذا الرمز لعرض الحجز وإدارته:`,
        '',
        code,
        '',
        `الرمز صالح لمدة ${minutesInArabic(validMinutes)} ويمكن استخدامه مرة واحدة فقط.`,
        'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة ولا تشاركه مع أي شخص: حجزك في أمان.',
        '',
        `فريق ${clubName}`,
      ].join('\n'),
    };
  }
  return {
    language,
    subject: `${clubName}: your code to open booking ${reference}`,
    text: [
      'Hello,',
      '',
      `Someone asked to open booking ${reference} at ${clubName}. Enter this code to see and manage the booking:`,
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes and works once.`,
      'If you did not ask for it, ignore this mail and do not share the code: your booking is safe.',
      '',
      `The ${clubName} team`,
    ].join('\n'),
  };
}
