import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  aFakeClock,
  latestCode,
  logIn,
  post,
  ticketFor,
  verifiedAccount,
  type Grant,
} from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const NEW_PASSWORD = 'Journey@2026';

/** A verified account that went through forgot-password up to the reset token. */
async function resetTokenFor() {
  const account = await verifiedAccount(sandbox);
  clock.advanceSeconds(46);
  await post(sandbox, '/auth/verify-email', {
    email: account.email,
    otpType: 3,
    sendOtp: true,
    ticket: await ticketFor(sandbox, account.email),
  });
  const otp = await latestCode(sandbox, account.email);
  const { token } = await post<{ token: string }>(sandbox, '/auth/otp-verify', {
    email: account.email,
    otp,
    otpType: 3,
    isToken: false,
  });
  return { ...account, sessionToken: account.token, resetToken: token };
}

const reset = (token: string | undefined, body: Record<string, unknown>) =>
  sandbox.call('/auth/reset-password', { token, body });

describe('POST /auth/reset-password', () => {
  it('sets the new password with the reset token and logs in; the old password stops working', async () => {
    const account = await resetTokenFor();
    const response = await reset(account.resetToken, {
      email: account.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      browser: 'Safari 18',
    });
    expect(response.status).toBe(201);
    const { data } = await readEnvelope<Grant>(response);
    expect(data.user.email).toBe(account.email);
    expect((await sandbox.call('/auth/profile', { token: data.token })).status).toBe(200);

    expect((await logIn(sandbox, account.email, NEW_PASSWORD)).user.email).toBe(account.email);
    const old = await sandbox.call('/auth/login-with-password', {
      body: { email: account.email, password: account.password },
    });
    expect(await expectError(old, 401)).toBe('Wrong email or password');
    const [row] = await sandbox.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('ends the sessions that were open before the reset, and works once', async () => {
    const account = await resetTokenFor();
    const body = { email: account.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset(account.resetToken, body)).status).toBe(201);
    expect((await sandbox.call('/auth/profile', { token: account.sessionToken })).status).toBe(401);
    expect(await expectError(await reset(account.resetToken, body), 401)).toBe(
      'Your session has expired. Please log in again.',
    );
  });

  it('answers 401 without a reset token, with a login token instead, or after 15 minutes', async () => {
    const account = await resetTokenFor();
    const body = { email: account.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset(undefined, body)).status).toBe(401);
    expect((await reset(account.sessionToken, body)).status).toBe(401);
    clock.advance(15 * 60_000 + 1000);
    expect((await reset(account.resetToken, body)).status).toBe(401);
  });

  it('answers 400 naming confirmPassword when the passwords differ, and keeps the token usable', async () => {
    const account = await resetTokenFor();
    const mismatch = await reset(account.resetToken, {
      email: account.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Journey@2025',
    });
    expect(await expectError(mismatch, 400)).toBe('confirmPassword: passwords do not match');
    const weak = await reset(account.resetToken, {
      email: account.email,
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(await expectError(weak, 400)).toMatch(/^newPassword: /);
    const otherEmail = await reset(account.resetToken, {
      email: 'customer@skyline.test',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await expectError(otherEmail, 400)).toMatch(/^email: /);
    const ok = await reset(account.resetToken, {
      email: account.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.status).toBe(201);
  });
});
