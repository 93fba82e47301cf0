import type { TestProject } from 'vitest/node';
import { startMailCatcher } from '../../scripts/lib/mailCatcher.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The MailDev every test sandbox of this run sends to (see ./sandbox.ts). */
    mailCatcher: { smtpUrl: string; inboxUrl: string };
  }
}

/**
 * Vitest global setup of the sandbox project: one MailDev for the whole run, on free ports (so runs
 * side by side never collide), stopped at the end. Each test sandbox sends from an address of its
 * own and reads back only that address's mail.
 */
export default async function setup(project: TestProject) {
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  project.provide('mailCatcher', { smtpUrl: catcher.smtpUrl, inboxUrl: catcher.inboxUrl });
  return () => catcher.stop();
}
