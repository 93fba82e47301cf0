// Mail for `npm start` and `npm run dev`: the sandbox sends over SMTP to the local mail catcher
// (MailDev, 127.0.0.1 only), whose web inbox shows the demo's one-time codes. A SMTP_URL set in the
// environment or .env wins: then mail goes to that server and no catcher starts.
import { catcherUrls, mailCatcherPorts } from './mailCatcher.mjs';
import { run, waitForUrl } from './processes.mjs';

/** Starts the catcher when needed; answers the env for the sandbox and where to read the mail. */
export async function demoMail(env) {
  if (env.SMTP_URL) return { env, inbox: 'the server of SMTP_URL' };
  const ports = mailCatcherPorts(env);
  if (!ports.smtpPort || !ports.webPort) {
    throw new Error('MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT must name ports for npm start (0 is for tests)');
  }
  const { smtpUrl, inboxUrl } = catcherUrls(ports);
  run('mail', process.execPath, ['scripts/mail-catcher.mjs'], env);
  await waitForUrl(`${inboxUrl}/healthz`, 20_000);
  return { env: { ...env, SMTP_URL: smtpUrl }, inbox: inboxUrl };
}
