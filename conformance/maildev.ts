import type { CodeReader } from './journeys/context';

/**
 * Reads one-time codes from a MailDev inbox (its REST API, `GET /email`), for a club's staging API
 * that mails to a catcher: each call waits for a mail to the address the reader has not seen yet,
 * and answers the six-digit code on a line of its own.
 */

interface CaughtMail {
  id: string;
  to: { address: string }[];
  text?: string;
}

export function maildevCodes(url: string, timeoutMs = 20_000): CodeReader {
  const base = url.replace(/\/+$/, '');
  const seen = new Set<string>();
  const unseenOnStart = fetch(`${base}/email`)
    .then((response) => response.json() as Promise<CaughtMail[]>)
    .then((mails) => mails.forEach((mail) => seen.add(mail.id)));
  return async (email) => {
    await unseenOnStart;
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const mails = (await (await fetch(`${base}/email`)).json()) as CaughtMail[];
      const mail = mails
        .filter((candidate) => !seen.has(candidate.id))
        .find((candidate) => candidate.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));
      const code = mail?.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
      if (mail) seen.add(mail.id);
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no code mailed to ${email} within ${timeoutMs / 1000} s`);
  };
}
