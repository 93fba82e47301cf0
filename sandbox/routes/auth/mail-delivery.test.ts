import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSignUpBody, post, ticketFor, type Grant } from '../../test-support/auth';
import type { MailDevMail } from '../../test-support/mail';
import { NAKHLA_ID, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

/** Code mail leaves over SMTP: read straight from the mail catcher's REST API, not through helpers. */

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function caughtFor(to: string): Promise<MailDevMail> {
  const url = `${sandbox.mail.inboxUrl}/email?${new URLSearchParams({ 'from.address': sandbox.mail.from, 'to.address': to })}`;
  const list = async () => (await (await fetch(url)).json()) as MailDevMail[];
  await expect.poll(async () => (await list()).length).toBe(1);
  return (await list())[0]!;
}

describe('code mail over SMTP', () => {
  it('reaches the catcher with the recipient, the club, the subject and the code, and the code works', async () => {
    const body = aSignUpBody();
    await post<Grant>(sandbox, '/auth/signup', { ...body, ticket: await ticketFor(sandbox, body.email) });

    const mail = await caughtFor(body.email);
    expect(mail.to.map((recipient) => recipient.address)).toEqual([body.email]);
    expect(mail.from).toEqual([{ address: sandbox.mail.from, name: 'Skyline Travel' }]);
    expect(mail.subject).toBe('Skyline Travel: Confirm your email');
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.text).toContain('valid for 10 minutes');
    const code = /^(\d{6})$/m.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const grant = await post<Grant>(sandbox, '/auth/otp-verify', {
      email: body.email,
      otp: code,
      otpType: 1,
      isToken: true,
    });
    expect(grant.user.isEmailVerified).toBe(true);
  });

  it('writes in Arabic for an Arabic reader of the Arabic club', async () => {
    const body = aSignUpBody();
    const ticket = await ticketFor(sandbox, body.email, NAKHLA_ID);
    await post<Grant>(sandbox, '/auth/signup', { ...body, ticket }, 201, {
      club: NAKHLA_ID,
      headers: { language: 'ar' },
    });

    const mail = await caughtFor(body.email);
    expect(mail.from[0]!.name).toBe('نخلة للرحلات');
    expect(mail.subject).toBe('نخلة للرحلات: تأكيد بريدك الإلكتروني');
    expect(mail.headers['content-language']).toBe('ar');
    expect(mail.text).toMatch(/^\d{6}$/m);
  });
});
