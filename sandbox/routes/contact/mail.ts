import type { MailClub } from '../../lib/mail';
import { frameMail } from '../../lib/mail/frame';
import { auto, clubSubject, ltr } from '../../lib/mail/parts';
import { mailLanguage, type RenderedMail } from '../../lib/mail/templates';
import { mailTexts } from '../../lib/mail/texts';
import type { ContactBody } from './schemas';

export interface ContactMailInput {
  /** The club as the mail's reader sees it (its name in their language). */
  club: MailClub;
  reference: number;
  message: Omit<ContactBody, 'captcha'>;
}

/** The copy for the club's support team, in the club's default language, with the sender's details. */
export function renderSupportMail(
  { club, reference, message }: ContactMailInput,
  language: string,
): RenderedMail {
  const lang = mailLanguage(language);
  const texts = mailTexts[lang].contact;
  return frameMail(lang, club, {
    subject: texts.supportSubject(reference, message.subject),
    greet: false,
    signed: false,
    blocks: [
      { type: 'text', words: texts.supportIntro(club.name) },
      {
        type: 'facts',
        rows: [
          { label: texts.name, value: auto(message.fullName) },
          { label: texts.email, value: ltr(message.email) },
          { label: texts.mobile, value: ltr(`${message.phoneCountryCode} ${message.phoneNo}`) },
          { label: texts.subject, value: auto(message.subject) },
        ],
      },
      { type: 'quote', text: message.message },
      { type: 'text', words: texts.replyHint },
    ],
  });
}

/** The acknowledgement for the sender, in the language they wrote in, quoting what they sent. */
export function renderAcknowledgementMail(
  { club, reference, message }: ContactMailInput,
  language: string,
): RenderedMail {
  const lang = mailLanguage(language);
  const texts = mailTexts[lang].contact;
  return frameMail(lang, club, {
    subject: clubSubject(club.name, texts.ackSubject),
    greet: message.fullName,
    blocks: [
      { type: 'text', words: texts.ackIntro(club.name, reference) },
      { type: 'facts', rows: [{ label: texts.subject, value: auto(message.subject) }] },
      { type: 'quote', text: message.message },
    ],
  });
}
