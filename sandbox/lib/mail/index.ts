import type { Logger, NodeEnv } from '../context';
import { maskEmail } from '../logging/mask';
import { recordMail } from '../metrics/record';
import { createSmtpTransport } from './smtp';
import type { FramedMail, MailClub } from './content';
import { logoAttachment } from './club';
import type { MailAttachment, MailTransport, OutgoingMail } from './transport';

export type { MailAttachment, MailTransport, OutgoingMail } from './transport';
export type { FramedMail, MailClub, MailLanguage } from './content';
export { loadMailClub } from './club';
export { frameMail } from './frame';

/**
 * A framed mail addressed: the club's name as the sender's, replies to the club's contact address
 * (or `replyTo`, e.g. a contact message's author), the logo inline and any files after it.
 */
export function addressMail(
  club: MailClub,
  to: string,
  mail: FramedMail,
  extra: { replyTo?: string; attachments?: MailAttachment[] } = {},
): OutgoingMail {
  const replyTo = extra.replyTo ?? club.replyTo;
  return {
    clubId: club.id,
    clubName: club.name,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.language,
    ...(replyTo ? { replyTo } : {}),
    attachments: [...logoAttachment(club), ...(extra.attachments ?? [])],
  };
}

export interface MailSettings {
  logger: Logger;
  nodeEnv: NodeEnv;
  /** SMTP_URL: a real server in production, the local mail catcher in the demo and in tests. */
  smtpUrl?: string | null;
  from?: string;
  /** Makes the SMTP transport; tests pass a fake. */
  smtpTransport?: typeof createSmtpTransport;
}

export class MailSetupError extends Error {
  override name = 'MailSetupError';
}

/**
 * Mail leaves only over SMTP. Without `SMTP_URL` production refuses to start (env.ts checks it
 * first), and development or test mail is dropped with a log line saying so. No log line ever holds
 * a mail's body or subject (one-time codes, a visitor's own text) or the full address.
 */
export function createMailTransport({
  logger,
  nodeEnv,
  smtpUrl,
  from = 'no-reply@localhost',
  smtpTransport = createSmtpTransport,
}: MailSettings): MailTransport {
  if (!smtpUrl) {
    if (nodeEnv === 'production') throw new MailSetupError('SMTP_URL is required when NODE_ENV=production');
    return {
      async send(mail) {
        logger.info(`[mail] not sent (SMTP_URL is not set): club ${mail.clubId} → ${maskEmail(mail.to)}`);
      },
    };
  }
  const smtp = smtpTransport({ url: smtpUrl, from });
  return {
    async send(mail) {
      try {
        await smtp.send(mail);
      } catch (error) {
        recordMail('failed');
        throw error;
      }
      recordMail('sent');
      logger.info(`[mail] sent: club ${mail.clubId} → ${maskEmail(mail.to)}`);
    },
  };
}
