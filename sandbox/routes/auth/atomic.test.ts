import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  aFakeClock,
  aSignUpBody,
  latestCode,
  post,
  signUp,
  ticketFor,
  verifiedAccount,
} from '../../test-support/auth';
import { databaseDigest } from '../../test-support/database-digest';
import {
  aSilentLogger,
  expectError,
  startTestSandbox,
  type CallOptions,
  type TestSandbox,
} from '../../test-support/sandbox';

/**
 * Each auth step that writes several rows writes them in one transaction: when its last write (the
 * login record) fails, the account, the code, its use, the new password and the ended sessions are
 * all undone, and the same request works once the fault is gone.
 */

/** A login record with this reported address makes the database refuse the insert. */
const FAULTY_IP = '198.51.100.66';

const clock = aFakeClock();
const logger = aSilentLogger();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now }, logger });
  await sandbox.database.db.execute(
    sql.raw(`create function refuse_faulty_login() returns trigger language plpgsql as $$
      begin
        if new.reported_ip = '${FAULTY_IP}' then raise exception 'injected fault'; end if;
        return new;
      end $$`),
  );
  await sandbox.database.db.execute(
    sql.raw(`create trigger refuse_faulty_login before insert on login_events
      for each row execute function refuse_faulty_login()`),
  );
});
afterAll(() => sandbox.close());

/** Sends the request with the fault (500, nothing changed), then without it (`status`). */
async function failsWithoutTrace(
  path: string,
  body: Record<string, unknown>,
  status: number,
  options: CallOptions = {},
) {
  const before = await databaseDigest(sandbox.database.db);
  const failed = await sandbox.call(path, { ...options, body: { ...body, ip: FAULTY_IP } });
  await expectError(failed, 500);
  expect(await databaseDigest(sandbox.database.db)).toEqual(before);
  expect(logger.error).toHaveBeenCalled();

  clock.advanceSeconds(46);
  const response = await sandbox.call(path, { ...options, body: { ...body, ip: '203.0.113.7' } });
  expect(response.status).toBe(status);
}

describe('a failure half-way through an auth step changes nothing', () => {
  it('sign-up: no account, no code', async () => {
    const body = aSignUpBody();
    const ticket = await ticketFor(sandbox, body.email);
    await failsWithoutTrace('/auth/signup', { ...body, ticket }, 201);
    expect(await latestCode(sandbox, body.email)).toMatch(/^\d{6}$/);
  });

  it('login of an unverified user: no new code, no session', async () => {
    const { email } = await signUp(sandbox);
    clock.advanceSeconds(46);
    await failsWithoutTrace('/auth/login-with-password', { email, password: DEMO_PASSWORD }, 201);
  });

  it('code check: the code stays unused and the email unverified', async () => {
    const { email } = await signUp(sandbox);
    const otp = await latestCode(sandbox, email);
    await failsWithoutTrace('/auth/otp-verify', { email, otp, otpType: 1, isToken: true }, 201);
  });

  it('password reset: the password, the reset token and the open sessions stay as they were', async () => {
    const account = await verifiedAccount(sandbox);
    clock.advanceSeconds(46);
    const ticket = await ticketFor(sandbox, account.email);
    await post(sandbox, '/auth/verify-email', { email: account.email, otpType: 3, sendOtp: true, ticket });
    const otp = await latestCode(sandbox, account.email);
    const { token } = await post<{ token: string }>(sandbox, '/auth/otp-verify', {
      email: account.email,
      otp,
      otpType: 3,
      isToken: false,
    });
    const password = 'Journey@2026';
    const body = { email: account.email, newPassword: password, confirmPassword: password };
    await failsWithoutTrace('/auth/reset-password', body, 201, { token });
  });
});
