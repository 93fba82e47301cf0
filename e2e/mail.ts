import { expect } from '@playwright/test';

/**
 * The end-to-end run's mail catcher (MailDev, started by playwright.config.ts): the sandbox sends
 * every mail to it over SMTP, and tests read one-time codes through its REST API. Ports follow the
 * sandbox's, 1125 and 1180 for the default 4100 (SMTP 1025 and inbox 1080 plus the same offset);
 * E2E_MAILDEV_SMTP_PORT / E2E_MAILDEV_WEB_PORT override them.
 */
export function e2eMailPorts(env: Record<string, string | undefined> = process.env) {
  const offset = Number(env.E2E_SANDBOX_PORT ?? 4100) - 4000;
  return {
    smtpPort: Number(env.E2E_MAILDEV_SMTP_PORT || 1025 + offset),
    webPort: Number(env.E2E_MAILDEV_WEB_PORT || 1080 + offset),
  };
}

export const MAIL_INBOX = `http://127.0.0.1:${e2eMailPorts().webPort}`;

/**
 * The sender names of each demo club's mail, by club id: its name, and its Arabic name on mail to
 * an Arabic reader (mail names the club in the reader's language).
 */
const clubSenders: Record<number, string[]> = {
  101: ['Skyline Travel', 'سكاي لاين للسفر'],
  102: ['Nakhla Trips', 'نخلة للرحلات'],
};

export interface Mail {
  id: string;
  subject: string;
  /** The six-digit code on a line of its own in the body, if any. */
  code: string | null;
}

interface MailDevMail {
  id: string;
  from: { address: string; name: string }[];
  subject: string;
  text: string;
}

/** The mail the catcher holds for `email` from the club `clubId`, newest first. */
export async function mailTo(clubId: number, email: string): Promise<Mail[]> {
  const query = new URLSearchParams({ 'to.address': email.toLowerCase() });
  const response = await fetch(`${MAIL_INBOX}/email?${query}`);
  if (!response.ok) throw new Error(`GET ${MAIL_INBOX}/email → ${response.status}`);
  const list = (await response.json()) as MailDevMail[];
  return list
    .filter((mail) => (clubSenders[clubId] ?? []).includes(mail.from[0]?.name ?? ''))
    .reverse()
    .map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      code: /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? null,
    }));
}

/** Waits for a code mail other than the ones already `seen` and answers its code. */
export async function nextMailedCode(clubId: number, email: string, seen: Mail[] = []): Promise<string> {
  const seenIds = new Set(seen.map((mail) => mail.id));
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        code = (await mailTo(clubId, email)).find((mail) => !seenIds.has(mail.id) && mail.code)?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

/** A mail as the catcher's REST API answers it, with its bodies and files. */
export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text: string;
  attachments?: {
    fileName: string;
    generatedFileName: string;
    contentDisposition?: string;
    contentId?: string;
  }[];
}

/** Waits for the catcher's mail to `email` whose subject names `reference` and has `words`. */
export async function mailAbout(
  email: string,
  reference: string,
  words: string,
  timeout = 30_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ 'to.address': email.toLowerCase() });
        const list = (await (await fetch(`${MAIL_INBOX}/email?${query}`)).json()) as CaughtMail[];
        found = list.find((mail) => mail.subject.includes(reference) && mail.subject.includes(words));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The bytes of the mail's file `fileName` (which must be there). */
export async function attachmentOf(mail: CaughtMail, fileName: string): Promise<Buffer> {
  const file = mail.attachments?.find((each) => each.fileName === fileName);
  expect(file, `attachment ${fileName}`).toBeDefined();
  const response = await fetch(`${MAIL_INBOX}/email/${mail.id}/attachment/${file!.generatedFileName}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
