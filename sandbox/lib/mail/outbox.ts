import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Logger, NodeEnv } from '../context';
import type { MailTransport } from './transport';

export interface OutboxTransportOptions {
  db: Database;
  logger: Logger;
  nodeEnv: NodeEnv;
  now: () => Date;
  /** Write the mail to the outbox table; the log line is written either way. */
  store?: boolean;
}

/**
 * The development outbox: every mail becomes a row that `GET /dev/outbox` lists, and a log line.
 * Outside production the line shows the code so a person can sign in from the terminal; in
 * production neither the line nor the row's `code` column ever holds it.
 */
export function createOutboxTransport({
  db,
  logger,
  nodeEnv,
  now,
  store = true,
}: OutboxTransportOptions): MailTransport {
  const showCodes = nodeEnv !== 'production';
  return {
    async send(mail) {
      if (store) {
        await db.insert(outbox).values({
          clubId: mail.clubId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          code: showCodes ? (mail.code ?? null) : null,
          otpType: mail.otpType ?? null,
          language: mail.language,
          createdAt: now(),
        });
      }
      const code = showCodes && mail.code ? ` (code ${mail.code})` : '';
      logger.info(`[mail] club ${mail.clubId} → ${mail.to}: ${mail.subject}${code}`);
    },
  };
}
