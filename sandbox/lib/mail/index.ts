import type { Database } from '../../db/client';
import type { Logger, NodeEnv } from '../context';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import type { MailTransport } from './transport';

export type { MailTransport, OutgoingMail } from './transport';

export interface MailSettings {
  db: Database;
  logger: Logger;
  nodeEnv: NodeEnv;
  now: () => Date;
  /** SMTP_URL; without it mail only reaches the outbox and the log. */
  smtpUrl?: string | null;
  from?: string;
  /** Makes the SMTP transport; tests pass a fake. */
  smtpTransport?: typeof createSmtpTransport;
}

/**
 * Without SMTP: the outbox and a log line. With SMTP: the mail is sent, and outside production it
 * is also kept in the outbox (so development and tests can still read codes).
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  const { smtpUrl, from = 'no-reply@localhost', nodeEnv, smtpTransport = createSmtpTransport } = settings;
  if (!smtpUrl) return createOutboxTransport(settings);
  const smtp = smtpTransport({ url: smtpUrl, from });
  const outbox = createOutboxTransport({ ...settings, store: nodeEnv !== 'production' });
  return {
    async send(mail) {
      await smtp.send(mail);
      await outbox.send(mail);
    },
  };
}
