import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Logger, NodeEnv } from '../lib/context';
import { createMailTransport, type MailTransport } from '../lib/mail';

/** Where one test sandbox's mail goes: its own sender address at the run's mail catcher (MailDev). */
export interface TestMail {
  /** The catcher's web inbox and REST API, e.g. http://127.0.0.1:40123. */
  inboxUrl: string;
  /** The sandbox's own sender address: its mail, and only its mail, comes from it. */
  from: string;
  /** How many mails the sandbox has handed to the SMTP server so far. */
  sent(): number;
  /** Waits until the sandbox's outbox has sent what is due (set by ./sandbox.ts). */
  settle?: () => Promise<void>;
}

/** A mail as MailDev's REST API (`GET /email`) lists it, the fields tests read. */
export interface MailDevMail {
  id: string;
  time: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  subject: string;
  text: string;
  headers: Record<string, string | undefined>;
  /** Files sent with the mail (MailDev serves each at /email/{id}/attachment/{generatedFileName}). */
  attachments?: {
    fileName: string;
    generatedFileName: string;
    contentType: string;
    /** `inline` for the club's logo, which the HTML shows (`cid:`); files are `attachment`. */
    contentDisposition?: string;
    contentId?: string;
  }[];
  /** The HTML part, when there is one. */
  html?: string;
}

/**
 * The real SMTP transport, sending to the catcher that sandbox/test-support/mail-catcher-setup.ts
 * started for this run, from an address unique to this sandbox, counting what it sent.
 */
export function catcherMail(logger: Logger, nodeEnv: NodeEnv): { transport: MailTransport; mail: TestMail } {
  const catcher = inject('mailCatcher');
  if (!catcher) throw new Error('No mail catcher: run the sandbox tests through vitest (project "sandbox").');
  const from = `sandbox-${randomBytes(6).toString('hex')}@mail.test`;
  const smtp = createMailTransport({ logger, nodeEnv, smtpUrl: catcher.smtpUrl, from });
  let sent = 0;
  return {
    transport: {
      async send(mail) {
        await smtp.send(mail);
        sent += 1;
      },
    },
    mail: { inboxUrl: catcher.inboxUrl, from, sent: () => sent },
  };
}

/** The files a mail carries, without the parts its HTML shows inline (the club's logo). */
export function filesOf(mail: MailDevMail): NonNullable<MailDevMail['attachments']> {
  return (mail.attachments ?? []).filter((file) => file.contentDisposition !== 'inline');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every mail the sandbox sent, newest first, read through MailDev's REST API. MailDev answers the
 * SMTP client before it has stored the mail, so this waits until all of them are listed.
 */
export async function caughtMail(mail: TestMail, timeoutMs = 5000): Promise<MailDevMail[]> {
  const deadline = Date.now() + timeoutMs;
  await mail.settle?.();
  const url = `${mail.inboxUrl}/email?${new URLSearchParams({ 'from.address': mail.from })}`;
  for (;;) {
    const expected = mail.sent();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
    const list = (await response.json()) as MailDevMail[];
    if (list.length >= expected) return list.reverse();
    if (Date.now() > deadline) {
      throw new Error(
        `the mail catcher lists ${list.length} of the ${expected} mails sent from ${mail.from}`,
      );
    }
    await sleep(20);
  }
}
