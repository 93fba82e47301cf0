import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import {
  aFakeClock,
  latestCode,
  outboxOf,
  post,
  signUp,
  ticketFor,
  verifiedAccount,
  type Grant,
} from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { generateCode } from './codes';

const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const requestCode = async (email: string, otpType = 2, club?: number) =>
  sandbox.call('/auth/verify-email', {
    body: { email, otpType, sendOtp: true, ticket: await ticketFor(sandbox, email, club) },
    club,
  });
const verify = (email: string, otp: string, otpType = 2, isToken = true) =>
  sandbox.call('/auth/otp-verify', { body: { email, otp, otpType, isToken } });
const resend = async (email: string) =>
  sandbox.call('/auth/resend-otp', { body: { email, ticket: await ticketFor(sandbox, email) } });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('generateCode', () => {
  it('makes six digits, zero-padded', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('POST /auth/verify-email with sendOtp', () => {
  it('mails a code of the asked type and says when another may be asked for', async () => {
    const { email } = await verifiedAccount(sandbox);
    clock.advanceSeconds(60);
    const response = await requestCode(email, 2);
    expect(response.status).toBe(201);
    expect((await readEnvelope(response)).data).toEqual({
      isEmailVerified: true,
      email,
      resendAfterSeconds: 45,
    });
    const [mail] = await outboxOf(sandbox, email);
    expect(mail).toMatchObject({ otpType: 2 });
    expect(mail!.subject).toMatch(/sign-in code/);
  });

  it('answers 406 for an email that is not registered (to the holder of its ticket)', async () => {
    const response = await requestCode('nobody@mail.test');
    const body = await readEnvelope<{ ticket: string }>(response);
    expect({ status: response.status, message: body.message }).toEqual({
      status: 406,
      message: 'This email is not registered',
    });
    expect(body.data.ticket).toEqual(expect.any(String));
  });

  it('answers 429 with the seconds left within 45 s of the last code, and sends again after', async () => {
    const { email } = await verifiedAccount(sandbox);
    clock.advanceSeconds(50);
    expect((await requestCode(email, 3)).status).toBe(201);
    clock.advanceSeconds(30);
    const tooSoon = await requestCode(email, 3);
    expect(await expectError(tooSoon, 429)).toBe('Please wait 15 seconds before requesting a new code.');
    expect(tooSoon.headers.get('retry-after')).toBe('15');
    clock.advanceSeconds(15);
    expect((await requestCode(email, 3)).status).toBe(201);
  });
});

describe('POST /auth/otp-verify', () => {
  it('verifies the email with the SIGNUP code and answers a session with the profile', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    const grant = await post<Grant>(sandbox, '/auth/otp-verify', {
      email: account.email,
      otp,
      otpType: 1,
      isToken: true,
    });
    expect(grant.user).toMatchObject({ email: account.email, isEmailVerified: true });
    const profile = await sandbox.call('/auth/profile', { token: grant.token });
    expect((await readEnvelope<{ isEmailVerified: boolean }>(profile)).data.isEmailVerified).toBe(true);
  });

  it('says how many tries are left, then kills the code after five wrong ones', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    const wrong = wrongCodeFor(otp);
    const messages = [];
    for (let i = 0; i < 5; i += 1)
      messages.push(await expectError(await verify(account.email, wrong, 1), 400));
    expect(messages).toEqual([
      'Wrong code. 4 tries left.',
      'Wrong code. 3 tries left.',
      'Wrong code. 2 tries left.',
      'Wrong code. 1 try left.',
      'Too many wrong codes. Request a new code.',
    ]);
    // Even the right code is refused now.
    expect(await expectError(await verify(account.email, otp, 1), 400)).toBe(
      'Too many wrong codes. Request a new code.',
    );
  });

  it('gives each refusal a machine-readable error: a wrong code with the tries left, then a dead code', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    const wrong = wrongCodeFor(otp);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(account.email, wrong, 1);
      answers.push({ status: response.status, ...(await readEnvelope<null>(response)) });
    }
    expect(answers.map(({ status, data, error }) => ({ status, data, error }))).toEqual([
      { status: 400, data: null, error: { code: 'otp_wrong_code', triesLeft: 4 } },
      { status: 400, data: null, error: { code: 'otp_wrong_code', triesLeft: 3 } },
      { status: 400, data: null, error: { code: 'otp_wrong_code', triesLeft: 2 } },
      { status: 400, data: null, error: { code: 'otp_wrong_code', triesLeft: 1 } },
      { status: 400, data: null, error: { code: 'otp_dead' } },
    ]);
    const unknown = await readEnvelope(await verify('nobody.here@mail.test', otp, 1));
    expect(unknown.error).toEqual({ code: 'otp_none' });
    clock.advance(10 * 60_000 + 1);
    const other = await signUp(sandbox);
    const used = await latestCode(sandbox, other.email);
    await verify(other.email, used, 1);
    expect((await readEnvelope(await verify(other.email, used, 1))).error).toEqual({ code: 'otp_used' });
  });

  it('answers other errors without an error detail', async () => {
    const response = await sandbox.call('/auth/otp-verify', { body: { email: 'bad', otp: '1', otpType: 1 } });
    expect(response.status).toBe(400);
    expect(await readEnvelope(response)).not.toHaveProperty('error');
  });

  it('refuses an expired code', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    clock.advance(10 * 60_000 + 1);
    expect(await expectError(await verify(account.email, otp, 1), 400)).toBe(
      'This code has expired. Request a new code.',
    );
  });

  it('refuses a code the second time, and a code of another type', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    expect(await expectError(await verify(account.email, otp, 2), 400)).toMatch(/No code was sent/);
    expect((await verify(account.email, otp, 1)).status).toBe(201);
    expect(await expectError(await verify(account.email, otp, 1), 400)).toBe(
      'This code was already used. Request a new code.',
    );
  });

  it('answers a 15-minute reset token (user null) for a FORGOT_PASSWORD code with isToken false', async () => {
    const { email } = await verifiedAccount(sandbox);
    clock.advanceSeconds(60);
    await requestCode(email, 3);
    const response = await verify(email, await latestCode(sandbox, email), 3, false);
    const { data } = await readEnvelope<{ token: string; user: null }>(response);
    expect(response.status).toBe(201);
    expect(data.user).toBeNull();
    const claims = JSON.parse(Buffer.from(data.token.split('.')[1]!, 'base64url').toString()) as {
      purpose: string;
      exp: number;
      iat: number;
    };
    expect(claims.purpose).toBe('reset');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    // A reset token is no login.
    expect(await expectError(await sandbox.call('/auth/profile', { token: data.token }), 401)).toBe(
      'Your session has expired. Please log in again.',
    );
  });

  it('answers 400 naming the field for a malformed code', async () => {
    for (const otp of ['12345', '1234567', 'abcdef']) {
      expect(await expectError(await verify('customer@skyline.test', otp), 400)).toMatch(/^otp: /);
    }
  });
});

describe('POST /auth/resend-otp', () => {
  it('sends a fresh code of the same kind after 45 s; the older code stops working', async () => {
    const account = await signUp(sandbox, {}, undefined);
    const first = await latestCode(sandbox, account.email);
    expect(await expectError(await resend(account.email), 429)).toMatch(/^Please wait 45 seconds/);

    clock.advanceSeconds(45);
    const response = await resend(account.email);
    expect(response.status).toBe(201);
    expect((await readEnvelope(response)).data).toEqual({ resendAfterSeconds: 45 });
    const mails = await outboxOf(sandbox, account.email);
    expect(mails.map((mail) => mail.otpType)).toEqual([1, 1]);
    const second = mails[0]!.code!;

    if (second !== first) {
      expect(await expectError(await verify(account.email, first, 1), 400)).toMatch(/Wrong code/);
    }
    expect((await verify(account.email, second, 1)).status).toBe(201);
    const rows = await sandbox.database.db
      .select({ consumedAt: oneTimeCodes.consumedAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, account.email), eq(oneTimeCodes.otpType, 1)));
    expect(rows.every((row) => row.consumedAt !== null)).toBe(true);
  });

  it('answers 400 when nothing waits to be resent', async () => {
    const { email } = await verifiedAccount(sandbox); // its only code is used
    clock.advanceSeconds(60);
    expect(await expectError(await resend(email), 400)).toBe('There is no code to resend. Start again.');
    expect(await expectError(await resend('nobody@mail.test'), 400)).toMatch(/no code to resend/);
  });

  it('keeps clubs apart', async () => {
    const account = await signUp(sandbox);
    const otp = await latestCode(sandbox, account.email);
    const elsewhere = await sandbox.call('/auth/otp-verify', {
      body: { email: account.email, otp, otpType: 1, isToken: true },
      club: NAKHLA_ID,
    });
    expect(await expectError(elsewhere, 400)).toMatch(/No code was sent/);
  });
});
