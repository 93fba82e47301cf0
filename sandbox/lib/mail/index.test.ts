import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { SKYLINE_ID, aSilentLogger } from '../../test-support/sandbox';
import type { MailDevMail } from '../../test-support/mail';
import { MailSetupError, createMailTransport } from '.';
import { createSmtpTransport } from './smtp';
import type { OutgoingMail } from './transport';

const aMail = (to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  clubId: SKYLINE_ID,
  clubName: 'Skyline Travel',
  to,
  subject: 'Skyline Travel: Your sign-in code',
  text: 'Use this code to sign in:\n\n042917\n',
  language: 'en',
  ...overrides,
});

function fakeSmtp() {
  const sent: OutgoingMail[] = [];
  const smtpTransport = vi.fn(() => ({ send: async (mail: OutgoingMail) => void sent.push(mail) }));
  return { sent, smtpTransport };
}

const logged = (logger: ReturnType<typeof aSilentLogger>) =>
  [...logger.info.mock.calls, ...logger.error.mock.calls]
    .map((call) => call.map(String).join(' '))
    .join('\n');

describe('createMailTransport', () => {
  it('refuses to start in production without SMTP_URL', () => {
    const { smtpTransport } = fakeSmtp();
    expect(() =>
      createMailTransport({ logger: aSilentLogger(), nodeEnv: 'production', smtpUrl: null, smtpTransport }),
    ).toThrow(MailSetupError);
  });

  it.each(['development', 'test'] as const)(
    'in %s without SMTP_URL logs that the mail was not sent, never its body',
    async (nodeEnv) => {
      const logger = aSilentLogger();
      const { smtpTransport } = fakeSmtp();
      const transport = createMailTransport({ logger, nodeEnv, smtpUrl: null, smtpTransport });
      await transport.send(aMail('a@mail.test'));
      expect(smtpTransport).not.toHaveBeenCalled();
      expect(logged(logger)).toMatch(/not sent \(SMTP_URL is not set\).*a\*\*\*@mail\.test/);
      expect(logged(logger)).not.toContain('a@mail.test');
      expect(logged(logger)).not.toContain('042917');
    },
  );

  it.each(['development', 'test', 'production'] as const)(
    'in %s with SMTP_URL sends through it and logs the masked address, never the body',
    async (nodeEnv) => {
      const logger = aSilentLogger();
      const { sent, smtpTransport } = fakeSmtp();
      const transport = createMailTransport({
        logger,
        nodeEnv,
        smtpUrl: 'smtp://mail.example.com:587',
        from: 'bookings@example.com',
        smtpTransport,
      });
      await transport.send(aMail('b@mail.test'));
      expect(smtpTransport).toHaveBeenCalledWith({
        url: 'smtp://mail.example.com:587',
        from: 'bookings@example.com',
      });
      expect(sent.map((mail) => mail.to)).toEqual(['b@mail.test']);
      expect(logged(logger)).toContain('b***@mail.test');
      expect(logged(logger)).not.toContain('b@mail.test');
      expect(logged(logger)).not.toContain('042917');
    },
  );
});

describe('createSmtpTransport', () => {
  const catcher = inject('mailCatcher');
  const from = `smtp-test-${process.pid}-${Date.now()}@mail.test`;
  let transport: ReturnType<typeof createSmtpTransport>;
  beforeAll(() => {
    transport = createSmtpTransport({ url: catcher.smtpUrl, from });
  });

  async function received(to: string): Promise<MailDevMail> {
    const url = `${catcher.inboxUrl}/email?${new URLSearchParams({ 'to.address': to })}`;
    await expect.poll(async () => ((await (await fetch(url)).json()) as MailDevMail[]).length).toBe(1);
    return ((await (await fetch(url)).json()) as MailDevMail[])[0]!;
  }

  it('delivers over SMTP with the club as sender name, the language and the text intact', async () => {
    const to = `arabic-${process.pid}-${Date.now()}@mail.test`;
    await transport.send(
      aMail(to, {
        clubName: 'Nakhla Trips',
        subject: 'Nakhla Trips: رمز تسجيل الدخول',
        text: 'استخدم هذا الرمز لتسجيل الدخول:\n\n042917\n',
        language: 'ar',
      }),
    );
    const mail = await received(to);
    expect(mail.from).toEqual([{ address: from, name: 'Nakhla Trips' }]);
    expect(mail.to.map((recipient) => recipient.address)).toEqual([to]);
    expect(mail.subject).toBe('Nakhla Trips: رمز تسجيل الدخول');
    expect(mail.text).toContain('استخدم هذا الرمز لتسجيل الدخول');
    expect(mail.text).toContain('042917');
    expect(mail.headers['content-language']).toBe('ar');
  });
});
