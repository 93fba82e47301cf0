import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { dataOf, messageOf } from '../client';
import { check } from '../check';
import { SPEC_FORMS, STEP_NOTE } from './forms';
import { LOCATION, type JourneyContext } from './context';

/**
 * The sign-in popup's calls as the site makes them: the e-mail step (known and unknown), password,
 * one-time code, resend, sign-up with verification, reset, the profile, a preference and logout.
 * Steps that need a mailed code run only with a code reader (a mail catcher or a test's hook).
 */

const OTP = { SIGNUP: 1, LOGIN: 2, FORGOT_PASSWORD: 3 } as const;

/**
 * A solved ALTCHA payload when the API serves a challenge (the reference API does), else nothing.
 * Asked for the e-mail being typed, as the site's widget asks (the API may make it harder for an
 * e-mail with recent failures).
 */
async function captchaOf(context: JourneyContext, email: string) {
  if (!context.state.captcha) return {};
  const answer = await context.client.call({
    method: 'POST',
    path: '/auth/captcha/challenge',
    body: { email },
    bare: true,
  });
  const challenge = answer.json as Challenge | undefined;
  if (answer.status !== 200 || !challenge?.challenge) return {};
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) return {};
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return { captcha: { provider: 'altcha', token: Buffer.from(JSON.stringify(payload)).toString('base64') } };
}

function ticketOf(context: JourneyContext, email: string) {
  const ticket = context.state.tickets.get(email.toLowerCase());
  return ticket ? { ticket } : {};
}

/** The welcome step for an e-mail: 201/200 when known, 406 when not. */
async function welcome(context: JourneyContext, email: string, known: boolean) {
  const checked = await check(
    context,
    'POST /auth/verify-email',
    {
      method: 'POST',
      path: '/auth/verify-email',
      body: { email, otpType: OTP.LOGIN, sendOtp: false, ...(await captchaOf(context, email)), ...LOCATION },
    },
    known
      ? { statuses: [200, 201], specForm: SPEC_FORMS.welcome, specNote: STEP_NOTE.specShape }
      : { statuses: [406], specForm: SPEC_FORMS.notRegistered, specNote: STEP_NOTE.plain406 },
  );
  const ticket = (dataOf<{ ticket?: unknown }>(checked.answer) ?? {}).ticket;
  if (typeof ticket === 'string') context.state.tickets.set(email.toLowerCase(), ticket);
  return { ...checked, hadTicket: typeof ticket === 'string' };
}

function userOf(answer: Parameters<typeof dataOf>[0]) {
  const data = dataOf<{ token?: string; user?: { id?: unknown; userType?: unknown } }>(answer) ?? {};
  const token = data.token ?? '';
  let claims: Record<string, unknown> = {};
  try {
    claims = token ? decodeJwt(token) : {};
  } catch {
    claims = {};
  }
  return {
    token,
    userId: String(data.user?.id ?? claims.id ?? ''),
    userType: Number(data.user?.userType ?? claims.userType ?? 5),
    language: String(claims.preferredLanguage ?? 'en'),
  };
}

async function logIn(context: JourneyContext, email: string, password: string) {
  const checked = await check(
    context,
    'POST /auth/login-with-password',
    { method: 'POST', path: '/auth/login-with-password', body: { email, password, ...LOCATION } },
    { statuses: [200, 201], specForm: SPEC_FORMS.token, specNote: STEP_NOTE.specShape },
  );
  return { checked, user: userOf(checked.answer) };
}

/** Sends a code of `otpType` to `email` (the welcome step's ticket when there is one). */
function sendCode(context: JourneyContext, email: string, otpType: number) {
  return check(
    context,
    'POST /auth/verify-email',
    {
      method: 'POST',
      path: '/auth/verify-email',
      body: { email, otpType, sendOtp: true, ...ticketOf(context, email), ...LOCATION },
    },
    { statuses: [200, 201], specForm: SPEC_FORMS.anything, specNote: STEP_NOTE.specShape },
  );
}

function verifyCode(context: JourneyContext, email: string, otp: string, otpType: number, isToken: boolean) {
  return check(
    context,
    'POST /auth/otp-verify',
    { method: 'POST', path: '/auth/otp-verify', body: { email, otp, otpType, isToken, ...LOCATION } },
    {
      statuses: [200, 201],
      specForm: isToken ? SPEC_FORMS.token : SPEC_FORMS.anything,
      specNote: STEP_NOTE.specShape,
    },
  );
}

const failNote = (checked: { answer: { status: number }; missing: boolean }, what: string) =>
  checked.missing ? `${what}: the call is missing` : `${what}: answered ${checked.answer.status}`;

async function passwordAndProfile(context: JourneyContext) {
  const { findings, account } = context;
  if (!account) {
    for (const step of [
      'welcome.known',
      'signin.password',
      'profile',
      'preferences',
      'logout',
      'signin.code',
      'resend',
    ] as const)
      findings.step(step, 'skipped', 'needs --test-account');
    return;
  }
  const known = await welcome(context, account.email, true);
  findings.step(
    'welcome.known',
    known.ok ? 'pass' : 'fail',
    known.ok ? (known.specOnly ? STEP_NOTE.specShape : '') : failNote(known, 'known e-mail'),
    known.specOnly,
  );
  const { checked, user } = await logIn(context, account.email, account.password);
  if (!checked.ok || !user.token) {
    findings.step('signin.password', 'fail', failNote(checked, 'password sign-in'));
    return;
  }
  findings.step('signin.password', 'pass', checked.specOnly ? STEP_NOTE.specShape : '', checked.specOnly);
  context.state.session = { ...user };
  const token = user.token;

  await check(
    context,
    'GET /auth/profile',
    { method: 'GET', path: '/auth/profile', token },
    {
      statuses: [200],
      specForm: SPEC_FORMS.profile,
    },
  );
  const profile = await check(
    context,
    'GET /user/customer/{id}',
    { method: 'GET', path: `/user/customer/${encodeURIComponent(user.userId)}`, token },
    { statuses: [200], specForm: SPEC_FORMS.profile, specNote: STEP_NOTE.specShape },
  );
  findings.step('profile', profile.ok ? 'pass' : 'fail', profile.ok ? '' : failNote(profile, 'profile'));
  const language =
    (dataOf<{ preferredLanguage?: string }>(profile.answer) ?? {}).preferredLanguage ?? user.language;

  // The user's own language again: the preference is saved without changing the account.
  const preference = await check(
    context,
    'PUT /admin/customer/preference/update/{userId}',
    {
      method: 'PUT',
      path: `/admin/customer/preference/update/${encodeURIComponent(user.userId)}`,
      body: { preferredLanguage: language || 'en' },
      token,
    },
    { statuses: [200, 201, 202, 204], specForm: SPEC_FORMS.anything, specNote: 'any 2xx counts as saved' },
  );
  findings.step(
    'preferences',
    preference.ok ? 'pass' : 'fail',
    preference.ok
      ? preference.answer.status === 200
        ? ''
        : `answered ${preference.answer.status}: any 2xx counts as saved`
      : failNote(preference, 'preference'),
    preference.ok && preference.answer.status !== 200,
  );

  // A sign-in code for the test account: the mail goes to the club's own test address.
  const sent = await sendCode(context, account.email, OTP.LOGIN);
  // Resend straight away, before the code is used: a 429 "too soon" is the contract's answer as
  // much as a new code (the code checked next is the newest either way).
  const resend = await check(
    context,
    'POST /auth/resend-otp',
    {
      method: 'POST',
      path: '/auth/resend-otp',
      body: { email: account.email, ...ticketOf(context, account.email) },
    },
    { statuses: [200, 201, 429], specForm: SPEC_FORMS.anything, specNote: STEP_NOTE.specShape },
  );
  findings.step(
    'resend',
    resend.ok ? 'pass' : 'fail',
    resend.ok
      ? resend.answer.status === 429
        ? 'too soon: 429 with a wait, as documented'
        : ''
      : failNote(resend, 'resend'),
  );
  if (!sent.ok) findings.step('signin.code', 'fail', failNote(sent, 'code request'));
  else if (context.codes) {
    const verified = await verifyCode(
      context,
      account.email,
      await context.codes(account.email),
      OTP.LOGIN,
      true,
    );
    findings.step(
      'signin.code',
      verified.ok ? 'pass' : 'fail',
      verified.ok ? '' : failNote(verified, 'code check'),
    );
  } else {
    const wrong = await check(
      context,
      'POST /auth/otp-verify',
      {
        method: 'POST',
        path: '/auth/otp-verify',
        body: { email: account.email, otp: '000000', otpType: OTP.LOGIN, isToken: true, ...LOCATION },
      },
      { statuses: [400, 401, 403, 406, 422] },
    );
    findings.step(
      'signin.code',
      wrong.ok ? 'skipped' : 'fail',
      wrong.ok
        ? 'code sent and a wrong code refused; a right one needs a mailbox (--maildev)'
        : failNote(wrong, 'wrong code'),
    );
  }
}

async function signUpAndReset(context: JourneyContext) {
  const { findings } = context;
  const address = `conformance.${randomBytes(5).toString('hex')}@example.com`;
  const unknown = await welcome(context, address, false);
  findings.step(
    'welcome.unknown',
    unknown.ok ? 'pass' : 'fail',
    unknown.ok ? (unknown.hadTicket ? '' : STEP_NOTE.plain406) : failNote(unknown, 'unknown e-mail'),
    unknown.ok && !unknown.hadTicket,
  );
  if (!context.codes) {
    findings.step('signup', 'skipped', 'creates an account: needs a mailbox for its code (--maildev)');
    findings.step('reset', 'skipped', 'needs a mailbox for its code (--maildev)');
    return;
  }
  const password = `Kit@${randomBytes(3).toString('hex')}7`;
  const signedUp = await check(
    context,
    'POST /auth/signup',
    {
      method: 'POST',
      path: '/auth/signup',
      body: {
        fullName: 'Conformance Kit',
        email: address,
        phoneCountryCode: '+971',
        phoneNumber: '501234567',
        password,
        ...ticketOf(context, address),
        ...LOCATION,
      },
    },
    { statuses: [201, 200], specForm: SPEC_FORMS.token, specNote: STEP_NOTE.specShape },
  );
  if (!signedUp.ok) {
    findings.step('signup', 'fail', failNote(signedUp, 'sign-up'));
    findings.step('reset', 'skipped', 'no account to reset: the sign-up failed');
    return;
  }
  const verified = await verifyCode(context, address, await context.codes(address), OTP.SIGNUP, true);
  findings.step(
    'signup',
    verified.ok ? 'pass' : 'fail',
    verified.ok ? '' : failNote(verified, 'sign-up code'),
  );

  const sent = await sendCode(context, address, OTP.FORGOT_PASSWORD);
  if (!sent.ok) return findings.step('reset', 'fail', failNote(sent, 'reset code request'));
  const code = await verifyCode(context, address, await context.codes(address), OTP.FORGOT_PASSWORD, false);
  if (!code.ok) return findings.step('reset', 'fail', failNote(code, 'reset code'));
  const resetToken = (dataOf<{ token?: unknown }>(code.answer) ?? {}).token;
  const newPassword = `Kit#${randomBytes(3).toString('hex')}8`;
  const reset = await check(
    context,
    'POST /auth/reset-password',
    {
      method: 'POST',
      path: '/auth/reset-password',
      body: { email: address, newPassword, confirmPassword: newPassword, ...LOCATION },
      token: typeof resetToken === 'string' && resetToken ? resetToken : undefined,
    },
    { statuses: [200, 201], specForm: SPEC_FORMS.token, specNote: STEP_NOTE.specShape },
  );
  if (!reset.ok) return findings.step('reset', 'fail', failNote(reset, 'reset'));
  const again = await logIn(context, address, newPassword);
  findings.step(
    'reset',
    again.checked.ok ? 'pass' : 'fail',
    again.checked.ok
      ? typeof resetToken === 'string' && resetToken
        ? ''
        : STEP_NOTE.noResetToken
      : `sign-in with the new password: ${messageOf(again.checked.answer)}`,
    again.checked.ok && !(typeof resetToken === 'string' && resetToken),
  );
  context.state.newAccount = { email: address, password: newPassword };
}

async function logOut(context: JourneyContext) {
  const session = context.state.session;
  if (!session) return;
  const path = [6, 8].includes(session.userType)
    ? '/agent/admin/logout'
    : session.userType === 7
      ? '/sub-agent/admin/logout'
      : '/auth/user/logout';
  const checked = await check(
    context,
    `GET ${path}`,
    { method: 'GET', path, token: session.token },
    {
      statuses: [200, 201, 204],
      specForm: SPEC_FORMS.anything,
      specNote: STEP_NOTE.specShape,
    },
  );
  context.findings.step(
    'logout',
    checked.ok ? 'pass' : 'fail',
    checked.ok ? '' : failNote(checked, 'logout'),
  );
}

export async function authJourneys(context: JourneyContext): Promise<void> {
  await passwordAndProfile(context);
  await signUpAndReset(context);
  await logOut(context);
}
