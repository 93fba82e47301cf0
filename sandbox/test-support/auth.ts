import { expect } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { DEMO_PASSWORD } from '../db/seed-data/users';
import type { UserProfile } from '../routes/users/schemas';
import type { OutboxMail } from '../routes/dev/schemas';
import { SKYLINE_ID, readEnvelope, type CallOptions, type TestSandbox } from './sandbox';

export { DEMO_PASSWORD };

/** A clock the test moves by hand; pass `clock.now` as the sandbox's `services.now`. */
export function aFakeClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}
export type FakeClock = ReturnType<typeof aFakeClock>;

let sequence = 0;
/** A new address per call, so tests never share an account. */
export function freshEmail(tag = 'user'): string {
  sequence += 1;
  return `${tag}-${sequence}-${process.pid}@mail.test`;
}

export function aSignUpBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Test Traveller',
    email: freshEmail('signup'),
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: DEMO_PASSWORD,
    ip: '203.0.113.7',
    city: '',
    state: '',
    country: 'AE',
    loginDevice: 'Desktop (Linux)',
    otherDetail: '',
    browser: 'Chrome 140',
    ...overrides,
  };
}

/** Fetches a challenge and solves it the way the widget does; answers the base64 payload. */
export async function solvedAltcha(sandbox: TestSandbox): Promise<string> {
  const response = await sandbox.call('/auth/captcha/challenge', { apikey: null, club: null });
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * The flow ticket of a captcha-checked welcome step for `email` (answered with the 201 of a known
 * email and with the 406 of an unknown one), as the site's popup gets it.
 */
export async function ticketFor(
  sandbox: TestSandbox,
  email: string,
  club = SKYLINE_ID,
  options: CallOptions = {},
): Promise<string> {
  const response = await sandbox.call('/auth/verify-email', {
    ...options,
    club,
    body: {
      email,
      otpType: 2,
      sendOtp: false,
      captcha: { provider: 'altcha', token: await solvedAltcha(sandbox) },
    },
  });
  const envelope = await readEnvelope<{ ticket?: string }>(response);
  expect([201, 406], `welcome step: ${envelope.message}`).toContain(response.status);
  if (!envelope.data?.ticket) throw new Error(`no ticket for ${email}`);
  return envelope.data.ticket;
}

/** The mail in the development outbox for `email`, newest first. */
export async function outboxOf(
  sandbox: TestSandbox,
  email: string,
  club = SKYLINE_ID,
): Promise<OutboxMail[]> {
  const response = await sandbox.call(`/dev/outbox?email=${encodeURIComponent(email)}`, { club });
  expect(response.status).toBe(200);
  return (await readEnvelope<OutboxMail[]>(response)).data;
}

export async function latestCode(sandbox: TestSandbox, email: string, club = SKYLINE_ID): Promise<string> {
  const [mail] = await outboxOf(sandbox, email, club);
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}

export interface Grant {
  token: string;
  user: UserProfile;
}

/** Posts JSON and answers the envelope's data, failing the test on an unexpected status. */
export async function post<T>(
  sandbox: TestSandbox,
  path: string,
  body: unknown,
  expected = 201,
  options: CallOptions = {},
): Promise<T> {
  const response = await sandbox.call(path, { ...options, body });
  const envelope = await readEnvelope<T>(response);
  expect(response.status, `${path}: ${envelope.message}`).toBe(expected);
  return envelope.data;
}

/** A new, unverified account with its session. */
export async function signUp(
  sandbox: TestSandbox,
  overrides: Record<string, unknown> = {},
  club = SKYLINE_ID,
) {
  const body: Record<string, unknown> = aSignUpBody(overrides);
  body.ticket ??= await ticketFor(sandbox, body.email as string, club);
  const grant = await post<Grant>(sandbox, '/auth/signup', body, 201, { club });
  return { ...grant, email: body.email as string, password: body.password as string };
}

/** A new account whose email was confirmed with the mailed code. */
export async function verifiedAccount(sandbox: TestSandbox, club = SKYLINE_ID) {
  const account = await signUp(sandbox, {}, club);
  const otp = await latestCode(sandbox, account.email, club);
  const grant = await post<Grant>(
    sandbox,
    '/auth/otp-verify',
    { email: account.email, otp, otpType: 1, isToken: true },
    201,
    { club },
  );
  return { ...account, ...grant };
}

export async function logIn(
  sandbox: TestSandbox,
  email: string,
  password = DEMO_PASSWORD,
  club = SKYLINE_ID,
) {
  return post<Grant & { isEmailVerified: boolean }>(
    sandbox,
    '/auth/login-with-password',
    { email, password },
    201,
    { club },
  );
}
