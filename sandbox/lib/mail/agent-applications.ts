import { randomUUID } from 'node:crypto';
import { AGENT_APPROVAL, type AgentApproval } from '../../db/schema';
import type { Database } from '../../db/client';
import { loadMailClub } from './club';
import { mailLanguage, type MailClub } from './content';
import { frameMail } from './frame';
import { enqueueMail, renderedMessage } from './outbox';
import { clubSubject, type Words } from './parts';
import type { RenderedMail } from './templates';
import { mailTexts } from './texts';

/**
 * The mails an applicant gets (docs/agent-contract.md, "Mail"), in their language: the
 * acknowledgement of a submit and each change the operator makes.
 */

export type ApplicationMailEvent = 'submitted' | AgentApproval;

export interface ApplicationMailInput {
  club: MailClub;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  firstName: string;
  event: ApplicationMailEvent;
  /** APPROVED: the wallet's starting balance, e.g. `2500.00`. */
  startingBalance?: string;
  currency?: string;
  /** REJECTED: the reviewer's reason. */
  reason?: string;
}

/** `2500.00` → `2,500.00` (Latin digits in both languages, isolated in Arabic text). */
function formatAmount(amount: string): string {
  const [units = '0', cents = '00'] = amount.split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export function renderApplicationMail(input: ApplicationMailInput): RenderedMail {
  const language = mailLanguage(input.language);
  const texts = mailTexts[language].application;
  const { club } = input;
  const paragraphs = (subject: string, lines: Words[]) => ({ subject, lines });
  const { subject, lines, quote } = ((): {
    subject: string;
    lines: Words[];
    quote?: [Words, string, Words];
  } => {
    switch (input.event) {
      case 'submitted':
        return paragraphs(texts.submitted.subject, texts.submitted.lines(club.name));
      case AGENT_APPROVAL.IN_REVIEW:
        return paragraphs(texts.inReview.subject, texts.inReview.lines(club.name));
      case AGENT_APPROVAL.APPROVED: {
        const balance = `${input.currency ?? 'USD'} ${formatAmount(input.startingBalance ?? '0.00')}`;
        return paragraphs(texts.approved.subject, texts.approved.lines(club.name, balance));
      }
      case AGENT_APPROVAL.REJECTED:
        return {
          subject: texts.rejected.subject,
          lines: [],
          quote: [texts.rejected.before(club.name), input.reason ?? '', texts.rejected.after],
        };
      default:
        throw new Error(`No mail for the application event ${String(input.event)}`);
    }
  })();
  return frameMail(language, club, {
    subject: clubSubject(club.name, subject),
    greet: input.firstName,
    blocks: quote
      ? [
          { type: 'text', words: quote[0] },
          { type: 'quote', text: quote[1] },
          { type: 'text', words: quote[2] },
        ]
      : lines.map((words) => ({ type: 'text' as const, words })),
  });
}

/**
 * Writes the applicant's mail, in their language on behalf of the club, into the outbox with `tx`:
 * the transaction that made the change it tells of. The caller kicks the outbox after the commit.
 */
export async function mailApplicant(
  tx: Database,
  clubId: number,
  applicant: { id: number; email: string; firstName: string; preferredLanguage: string },
  details: Omit<ApplicationMailInput, 'club' | 'language' | 'firstName'>,
): Promise<void> {
  const language = mailLanguage(applicant.preferredLanguage);
  const club = await loadMailClub(tx, clubId, language);
  const mail = renderApplicationMail({
    ...details,
    club,
    language,
    firstName: applicant.firstName,
  });
  await enqueueMail(tx, {
    // Each step is an event of its own (an application may be rejected, resubmitted, rejected again).
    key: `agent-application:${applicant.id}:${String(details.event)}:${randomUUID()}`,
    clubId,
    kind: `agent-application.${details.event === 'submitted' ? 'submitted' : `status-${details.event}`}`,
    to: applicant.email,
    language,
    message: renderedMessage(club.name, mail, club.replyTo, club.logo !== null),
  });
}
