// The local mail catcher (MailDev) of `npm start`, `npm run dev`, the end-to-end run and the sandbox
// tests: an SMTP server that keeps every mail, and a web inbox with a REST API (`GET /email`).
// Bound to 127.0.0.1 only. Ports from MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT (1025 / 1080); 0 picks a
// free port. Prints one line with both addresses once it accepts mail (see ./lib/mailCatcher.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MailDev from 'maildev';
import { MAIL_CATCHER_HOST, catcherUrls, freePort, mailCatcherPorts } from './lib/mailCatcher.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';

const ports = mailCatcherPorts(process.env);
const smtpPort = ports.smtpPort || (await freePort());
const webPort = ports.webPort || (await freePort());

// Mail lives in a folder of its own that goes with the process (MailDev's default is shared in /tmp).
const mailDirectory = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
process.on('exit', () => rmSync(mailDirectory, { recursive: true, force: true }));

const maildev = new MailDev({
  smtp: smtpPort,
  web: webPort,
  ip: MAIL_CATCHER_HOST,
  mailDirectory,
  hideExtensions: [],
  // MailDev's own log would name every mail's subject; the sandbox already logs each mail sent.
  silent: true,
});
await maildev.listen();
// Started by a test run (./lib/mailCatcher.mjs): go when that run goes, even if it was killed before
// it could stop us (its end of our stdin closes with it).
if (process.env.MAIL_CATCHER_EXIT_WITH_STDIN === '1') {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
const { smtpUrl, inboxUrl } = catcherUrls({ smtpPort, webPort });
await waitForUrl(`${inboxUrl}/healthz`, 20_000);
console.log(`Mail catcher (MailDev): inbox ${inboxUrl}  SMTP ${smtpUrl}`);
