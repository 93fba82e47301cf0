import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { catcherUrls, mailCatcherPorts, startMailCatcher } from './lib/mailCatcher.mjs';

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe('mailCatcherPorts', () => {
  it('defaults to MailDev’s SMTP 1025 and inbox 1080, and reads MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT', () => {
    expect(mailCatcherPorts({})).toEqual({ smtpPort: 1025, webPort: 1080 });
    expect(mailCatcherPorts({ MAILDEV_SMTP_PORT: '', MAILDEV_WEB_PORT: '' })).toEqual({
      smtpPort: 1025,
      webPort: 1080,
    });
    expect(mailCatcherPorts({ MAILDEV_SMTP_PORT: '1026', MAILDEV_WEB_PORT: '1081' })).toEqual({
      smtpPort: 1026,
      webPort: 1081,
    });
    expect(() => mailCatcherPorts({ MAILDEV_WEB_PORT: 'eighty' })).toThrow(/MAILDEV_WEB_PORT/);
    expect(catcherUrls({ smtpPort: 1025, webPort: 1080 })).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      inboxUrl: 'http://127.0.0.1:1080',
    });
  });
});

describe('scripts/mail-catcher.mjs', () => {
  it('catches mail sent over SMTP, lists it in its REST API, and frees both ports when stopped', async () => {
    const catcher = await startMailCatcher();
    const smtpPort = portOf(catcher.smtpUrl);
    const webPort = portOf(catcher.inboxUrl);
    try {
      expect(catcher.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const to = `wiring-${process.pid}@mail.test`;
      await nodemailer.createTransport(catcher.smtpUrl).sendMail({
        from: 'Skyline Travel <no-reply@localhost>',
        to,
        subject: 'Skyline Travel: Your sign-in code',
        text: '042917',
      });
      const list = async () =>
        (await (await fetch(`${catcher.inboxUrl}/email?to.address=${to}`)).json()) as { subject: string }[];
      await expect
        .poll(async () => (await list()).map((mail) => mail.subject))
        .toEqual(['Skyline Travel: Your sign-in code']);
    } finally {
      await catcher.stop();
    }
    expect(await listening(smtpPort)).toBe(false);
    expect(await listening(webPort)).toBe(false);
  });
});
