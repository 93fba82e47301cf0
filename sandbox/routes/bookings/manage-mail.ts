import type { MailClub } from '../../lib/mail';
import { frameMail } from '../../lib/mail/frame';
import type { MailLanguage, RenderedMail } from '../../lib/mail/templates';
import { mailTexts } from '../../lib/mail/texts';
import { clubSubject } from '../../lib/mail/parts';

export interface ManageCodeMailInput {
  club: MailClub;
  reference: string;
  code: string;
  language: MailLanguage;
  validMinutes: number;
}

/** The Manage booking code, on a line of its own, in the language the guest asked in. */
export function renderManageCodeMail({
  club,
  reference,
  code,
  language,
  validMinutes,
}: ManageCodeMailInput): RenderedMail {
  const texts = mailTexts[language].manageCode;
  return frameMail(language, club, {
    subject: clubSubject(club.name, texts.subject(reference)),
    greet: null,
    blocks: [
      { type: 'text', words: texts.intro(reference, club.name) },
      { type: 'code', code },
      { type: 'text', words: texts.valid(validMinutes) },
      { type: 'text', words: texts.ignore },
    ],
  });
}
