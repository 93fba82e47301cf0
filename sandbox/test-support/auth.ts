import { expect, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { eq } from 'drizzle-orm';
import { OTP_TYPE, clubs, type OtpType } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data/users';
import { mailLanguage } from '../lib/mail/templates';
import { mailTexts } from '../lib/mail/texts';
import type { UserProfile } from '../routes/users/schemas';
import { caughtMail, type MailDevMail } from './mail';
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
/** A solved ALTCHA payload; with `email`, of a challenge asked for that e-mail (as the site's captcha asks). */
export async function solvedAltcha(sandbox: TestSandbox, email?: string): Promise<string> {
  const response = await sandbox.call(
    '/auth/captcha/challenge',
    email === undefined
      ? { apikey: null, club: null }
      : { apikey: null, club: null, method: 'POST', body: { email } },
  );
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

/** A mail the sandbox sent, as read back from the mail catcher. */
export interface CaughtMail {
  id: string;
  to: string;
  /** The sender's name: the club's. */
  clubName: string;
  subject: string;
  text: string;
  /** The six-digit code on a line of its own in the body, if any. */
  code: string | null;
  /** Which code mail it is, told by its subject; null for other mail. */
  otpType: OtpType | null;
  /** The mail's Content-Language. */
  language: string;
  /** When the catcher received it (ISO 8601). */
  createdAt: string;
}

const CODE_TYPES = [OTP_TYPE.SIGNUP, OTP_TYPE.LOGIN, OTP_TYPE.FORGOT_PASSWORD];

function readCaughtMail(mail: MailDevMail, email: string): CaughtMail {
  const clubName = mail.from[0]?.name ?? '';
  const language = mail.headers['content-language'] ?? '';
  const otpType = CODE_TYPES.find(
    (type) => `${clubName}: ${mailTexts[mailLanguage(language)].code.subject[type]}` === mail.subject,
  );
  return {
    id: mail.id,
    to: email,
    clubName,
    subject: mail.subject,
    text: mail.text,
    code: /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? null,
    otpType: otpType ?? null,
    language,
    createdAt: new Date(mail.time).toISOString(),
  };
}

/** Every name the club's mail goes out under: its name, and its Arabic name for Arabic readers. */
async function clubNames(sandbox: TestSandbox, club: number | string): Promise<string[]> {
  const [row] = await sandbox.database.db
    .select({ name: clubs.name, nameAr: clubs.nameAr })
    .from(clubs)
    .where(eq(clubs.id, Number(club)));
  if (!row) throw new Error(`no club ${club}`);
  return [row.name, row.nameAr].filter((name): name is string => Boolean(name?.trim()));
}

/**
 * The mail `sandbox` sent to `email` on behalf of `club`, newest first, read through the mail
 * catcher's REST API (the sandbox itself serves no mail).
 */
export async function inboxOf(
  sandbox: TestSandbox,
  email: string,
  club: number | string = SKYLINE_ID,
): Promise<CaughtMail[]> {
  const address = email.trim().toLowerCase();
  const [names, all] = await Promise.all([clubNames(sandbox, club), caughtMail(sandbox.mail)]);
  return all
    .filter((mail) => names.includes(mail.from[0]?.name ?? ''))
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address))
    .map((mail) => readCaughtMail(mail, address));
}

/** The former name of `inboxOf`, from when the sandbox kept mail in an outbox. */
export const outboxOf = inboxOf;

/** The newest code mailed to `email`; waits a little, as some mail (manage booking) goes out after the answer. */
export async function latestCode(sandbox: TestSandbox, email: string, club = SKYLINE_ID): Promise<string> {
  return vi.waitFor(
    async () => {
      const [mail] = await inboxOf(sandbox, email, club);
      if (!mail?.code) throw new Error(`no code mailed to ${email}`);
      return mail.code;
    },
    { timeout: 5000, interval: 50 },
  );
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
