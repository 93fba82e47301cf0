import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit';
import { startApplication, verifyApplicantEmail } from '../../test-support/agents';
import { aFakeClock, inboxOf, latestCode, logIn } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { RESEND_AFTER_SECONDS } from './codes';

/** POST /agent/application/resend-code: a new code after a reload, with the real limits. */
const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS } });
});
afterAll(() => sandbox.close());

const resend = (token: string | undefined, club?: number) =>
  sandbox.call('/agent/application/resend-code', { method: 'POST', token, club });

describe('POST /agent/application/resend-code', () => {
  it('mails the applicant a new SIGNUP code without a flow ticket; the new code verifies, the old does not', async () => {
    const applicant = await startApplication(sandbox);
    clock.advanceSeconds(RESEND_AFTER_SECONDS);

    const response = await resend(applicant.token);
    const envelope = await readEnvelope<{ resendAfterSeconds: number }>(response);
    expect(response.status, envelope.message).toBe(201);
    expect(envelope.data).toEqual({ resendAfterSeconds: RESEND_AFTER_SECONDS });
    const mails = await inboxOf(sandbox, applicant.email);
    expect(mails.map((mail) => mail.otpType)).toEqual([1, 1]);
    const latest = await latestCode(sandbox, applicant.email);
    const first = mails.map((mail) => mail.code).find((code) => code !== latest);
    expect(first).toMatch(/^\d{6}$/);

    const old = await sandbox.call('/auth/otp-verify', {
      body: { email: applicant.email, otp: first, otpType: 1, isToken: true },
    });
    expect(old.status).toBe(400);
    const token = await verifyApplicantEmail(sandbox, applicant);
    expect(token).toBeTruthy();
  });

  it('mails in the applicant’s language', async () => {
    const applicant = await startApplication(sandbox, { club: NAKHLA_ID, language: 'ar' });
    clock.advanceSeconds(RESEND_AFTER_SECONDS);
    expect((await resend(applicant.token, NAKHLA_ID)).status).toBe(201);
    const mails = await inboxOf(sandbox, applicant.email, NAKHLA_ID);
    expect(mails.map((mail) => mail.language)).toEqual(['ar', 'ar']);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
  });

  it('answers 429 with Retry-After within the cooldown, and allows a new code once it is over', async () => {
    const applicant = await startApplication(sandbox);
    const early = await resend(applicant.token);
    expect(await expectError(early, 429)).toMatch(
      /^Please wait \d+ seconds? before requesting a new code\.$/,
    );
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await inboxOf(sandbox, applicant.email)).toHaveLength(1);
    clock.advanceSeconds(RESEND_AFTER_SECONDS);
    expect((await resend(applicant.token)).status).toBe(201);
  });

  it('stops at the e-mail’s code-request budget, whatever the cooldown', async () => {
    const applicant = await startApplication(sandbox);
    // The person step mailed the first of the five codes an e-mail may get in the window.
    for (let sent = 1; sent < 5; sent += 1) {
      clock.advanceSeconds(RESEND_AFTER_SECONDS);
      expect((await resend(applicant.token)).status).toBe(201);
    }
    clock.advanceSeconds(RESEND_AFTER_SECONDS);
    expect(await expectError(await resend(applicant.token), 429)).toMatch(/^Too many attempts/);
    expect(await inboxOf(sandbox, applicant.email)).toHaveLength(5);
  });

  it('answers 400 once the e-mail is verified', async () => {
    const applicant = await startApplication(sandbox);
    const token = await verifyApplicantEmail(sandbox, applicant);
    clock.advanceSeconds(RESEND_AFTER_SECONDS);
    expect(await expectError(await resend(token), 400)).toBe('email: your email is already verified');
  });

  it('is for applicants only: 403 for customers and sub-agents, 400 for a verified agent, 401 without a token', async () => {
    for (const role of ['customer', 'subagent', 'staff']) {
      const other = await logIn(sandbox, `${role}@skyline.test`);
      expect(await expectError(await resend(other.token), 403)).toBe('Only agent applicants can do this');
    }
    const agent = await logIn(sandbox, 'agent@skyline.test');
    expect(await expectError(await resend(agent.token), 400)).toBe('email: your email is already verified');
    expect((await resend(undefined)).status).toBe(401);
  });
});
