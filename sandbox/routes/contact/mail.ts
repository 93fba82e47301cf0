import { mailLanguage, type MailLanguage, type RenderedMail } from '../../lib/mail/templates';
import type { ContactBody } from './schemas';

export interface ContactMailInput {
  clubName: string;
  reference: number;
  message: Omit<ContactBody, 'captcha'>;
}

/** The copy for the club's support team, in the club's default language, with the sender's details. */
export function renderSupportMail(
  { clubName, reference, message }: ContactMailInput,
  language: string,
): RenderedMail {
  const lang: MailLanguage = mailLanguage(language);
  const phone = `${message.phoneCountryCode} ${message.phoneNo}`;
  if (lang === 'ar') {
    return {
      language: lang,
      subject: `رسالة تواصل رقم ${reference}: ${message.subject}`,
      text: [
        `وصلت رسالة جديدة عبر نموذج التواصل في موقع ${clubName}.`,
        '',
        `الاسم: ${message.fullName}`,
        `البريد الإلكتروني: ${message.email}`,
        `الجوال: ${phone}`,
        `الموضوع: ${message.subject}`,
        '',
        message.message,
        '',
        'للرد، أجب على هذه الرسالة: سيصل ردك إلى المرسل مباشرة.',
      ].join('\n'),
    };
  }
  return {
    language: lang,
    subject: `Contact message ${reference}: ${message.subject}`,
    text: [
      `A new message came in through the ${clubName} contact form.`,
      '',
      `Name: ${message.fullName}`,
      `Email: ${message.email}`,
      `Mobile: ${phone}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      'Reply to this mail to answer the sender directly.',
    ].join('\n'),
  };
}

/** The acknowledgement for the sender, in the language they wrote in, quoting what they sent. */
export function renderAcknowledgementMail(
  { clubName, reference, message }: ContactMailInput,
  language: string,
): RenderedMail {
  const lang: MailLanguage = mailLanguage(language);
  if (lang === 'ar') {
    return {
      language: lang,
      subject: `${clubName}: استلمنا رسالتك`,
      text: [
        `مرحبًا ${message.fullName}،`,
        '',
        `شكرًا لتواصلك مع ${clubName}. استلمنا رسالتك ورقمها المرجعي ${reference}، وسيرد عليك فريقنا على هذا البريد في أقرب وقت.`,
        '',
        `الموضوع: ${message.subject}`,
        '',
        message.message,
        '',
        `فريق ${clubName}`,
      ].join('\n'),
    };
  }
  return {
    language: lang,
    subject: `${clubName}: we received your message`,
    text: [
      `Hello ${message.fullName},`,
      '',
      `Thank you for contacting ${clubName}. We received your message (reference ${reference}) and our team will answer you at this address as soon as possible.`,
      '',
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `The ${clubName} team`,
    ].join('\n'),
  };
}
