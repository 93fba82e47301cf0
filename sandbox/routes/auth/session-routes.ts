import { createRoute } from '@hono/zod-openapi';
import countries from 'i18n-iso-countries';
import { OTP_TYPE, USER_TYPE } from '../../db/schema';
import {
  SESSION_EXPIRED_MESSAGE,
  issueToken,
  revokeToken,
  revokeUserTokens,
  sessionOf,
} from '../../lib/auth';
import { requireClubSettings, type ClubSettings } from '../../lib/clubs';
import { costKeys, verifyCaptcha } from '../../lib/captcha';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { tooManyAttempts } from '../../lib/rate-limit';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { createUser, findUserByEmail, updateUser } from '../users/repository';
import { codeRefused, consumeCode, issueCode } from './codes';
import { checkRateLimit, limitKeys } from '../../lib/request-limits';
import { mailCode, openSession, requireCodeRequestAllowed } from './flows';
import {
  LoginAnswerSchema,
  LoginBodySchema,
  OtpVerifyBodySchema,
  ResetPasswordBodySchema,
  SessionAnswerSchema,
  SignUpBodySchema,
} from './schemas';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password';
/** 428: the email had too many wrong passwords; its owner gets in with a solved captcha. */
export const CAPTCHA_REQUIRED_MESSAGE = 'Too many wrong passwords. Please confirm you are not a robot.';
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const postSignUp = createRoute({
  ...access.club,
  method: 'post',
  path: '/auth/signup',
  tags: ['Auth'],
  summary: 'Create a customer account; answers an unverified session and mails a SIGNUP code',
  description:
    'Needs the flow ticket of the welcome step for this email (400 otherwise, before anything is ' +
    'looked up). Limited per address (429).',
  request: { headers: siteHeaders, body: json(SignUpBodySchema) },
  responses: {
    201: jsonEnvelope(SessionAnswerSchema, 'The account and its session'),
    ...errorResponses(400, 401, 403, 409, 429, 500),
  },
});

const postLogin = createRoute({
  ...access.club,
  method: 'post',
  path: '/auth/login-with-password',
  tags: ['Auth'],
  summary: 'Log in with a password; an unverified user is also mailed a SIGNUP code',
  description:
    'Wrong passwords are counted per address (429 over the limit) and per email: over the limit the ' +
    'email needs a solved captcha with each attempt (428 without one), so its owner is never locked ' +
    'out. A good login clears the count of the email.',
  request: { headers: siteHeaders, body: json(LoginBodySchema) },
  responses: {
    201: jsonEnvelope(LoginAnswerSchema, 'The session'),
    428: errorResponse(CAPTCHA_REQUIRED_MESSAGE),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const postOtpVerify = createRoute({
  ...access.club,
  method: 'post',
  path: '/auth/otp-verify',
  tags: ['Auth'],
  summary: 'Check a one-time code: a session, or a reset token for otpType 3 with isToken false',
  request: { headers: siteHeaders, body: json(OtpVerifyBodySchema) },
  responses: {
    201: jsonEnvelope(SessionAnswerSchema, 'The session (or reset token, with user null)'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const postResetPassword = createRoute({
  ...access.resetToken,
  method: 'post',
  path: '/auth/reset-password',
  tags: ['Auth'],
  summary: 'Set a new password with the reset token; ends every other session and logs in',
  request: { headers: siteHeaders, body: json(ResetPasswordBodySchema) },
  responses: {
    201: jsonEnvelope(SessionAnswerSchema, 'The new session'),
    ...errorResponses(400, 401, 403, 500),
  },
});

function pick(wanted: string | undefined, offered: string[], fallback: string): string {
  const match = wanted && offered.find((code) => code.toLowerCase() === wanted.trim().toLowerCase());
  return match || fallback;
}

/** A new account starts with the language and currency the visitor was using, when the club offers them. */
export function startingPreferences(
  club: ClubSettings,
  headers: { language?: string; currency?: string },
  reportedCountry?: string,
) {
  const country = reportedCountry?.trim().toUpperCase();
  return {
    preferredLanguage: pick(headers.language, club.languages, club.defaultLanguage),
    preferredCurrency: pick(headers.currency, club.currencies, club.defaultCurrency),
    preferredCountry: country && countries.isValid(country) ? country : null,
  };
}

export const sessionRoutes = createRouter()
  .openapi(postSignUp, async (c) => {
    const body = c.req.valid('json');
    const { db, services, clubId } = c.var;
    await requireCodeRequestAllowed(c, body.email, body.ticket);
    await checkRateLimit(c, 'signup');
    const club = await requireClubSettings(db, clubId);
    const passwordHash = await hashPassword(body.password);
    // The account, its code and its session are kept together or not at all.
    const { user, code, session } = await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        clubId,
        email: body.email,
        fullName: body.fullName,
        phoneCountryCode: body.phoneCountryCode,
        phoneNumber: body.phoneNumber,
        passwordHash,
        userType: USER_TYPE.REGISTERED,
        emailVerified: false,
        ...startingPreferences(
          club,
          { language: c.req.header('language'), currency: c.req.header('currency-preference') },
          body.country,
        ),
      });
      if (!user) throw new ApiError(409, EMAIL_TAKEN_MESSAGE);
      const code = await issueCode(tx, services, { clubId, email: user.email, otpType: OTP_TYPE.SIGNUP });
      return { user, code, session: await openSession(c, user, body, tx) };
    });
    await mailCode(c, club, user, OTP_TYPE.SIGNUP, code);
    return c.json(success(session, 'Account created. We sent a code to your email.', 201), 201);
  })
  .openapi(postLogin, async (c) => {
    const body = c.req.valid('json');
    const { db, services, clubId } = c.var;
    const keys = limitKeys(c, body.email);
    const standing = await services.rateLimits.peek('login-failure', keys);
    // One address guessing across emails is stopped outright.
    if (standing.over.includes('ip')) throw tooManyAttempts(standing.retryAfterMs);
    // An email under attack from many addresses asks for a captcha; its owner solves it and logs in.
    if (standing.over.includes('email') || body.captcha) {
      if (!body.captcha) throw new ApiError(428, CAPTCHA_REQUIRED_MESSAGE);
      const ip = services.clientIp(c);
      const club = await requireClubSettings(db, clubId);
      await verifyCaptcha(db, services, body.captcha, club, ip === UNKNOWN_CLIENT_IP ? '' : ip, body.email);
    }
    const user = await findUserByEmail(db, clubId, body.email);
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      await services.rateLimits.record('login-failure', keys);
      // A wrong password also makes the next captchas of this address and of this e-mail harder
      // (lib/captcha-cost.ts): a guesser spread over many addresses pays for each try at one e-mail.
      const address = services.clientIp(c);
      for (const key of costKeys(address === UNKNOWN_CLIENT_IP ? '' : address, body.email)) {
        services.altcha.cost.recordFailure(key);
      }
      throw new ApiError(401, WRONG_CREDENTIALS_MESSAGE, {}, { code: 'login_wrong_credentials' });
    }
    await services.rateLimits.reset('login-failure', { email: keys.email });

    const club = user.emailVerified ? null : await requireClubSettings(db, clubId);
    const { code, session } = await db.transaction(async (tx) => {
      let code: string | null = null;
      if (club) {
        try {
          code = await issueCode(tx, services, { clubId, email: user.email, otpType: OTP_TYPE.SIGNUP });
        } catch (error) {
          // A code went out less than 45 s ago: that one is still good, the login goes on.
          if (!(error instanceof ApiError && error.status === 429)) throw error;
        }
      }
      return { code, session: await openSession(c, user, body, tx) };
    });
    if (club && code) await mailCode(c, club, user, OTP_TYPE.SIGNUP, code);
    const message = user.emailVerified ? 'Logged in' : 'Logged in. We sent a code to confirm your email.';
    return c.json(success({ ...session, isEmailVerified: user.emailVerified }, message, 201), 201);
  })
  .openapi(postOtpVerify, async (c) => {
    const body = c.req.valid('json');
    const { db, services, clubId } = c.var;
    await checkRateLimit(c, 'otp-verify', body.email);
    const found = await findUserByEmail(db, clubId, body.email);
    if (!found) throw codeRefused('none');
    const target = { clubId, email: found.email, otpType: body.otpType, code: body.otp };
    // Using the code, verifying the email and opening the session are kept together or not at all.
    // A wrong code's counted try is the one write kept on a refusal: it is committed, then answered.
    const outcome = await db.transaction(async (tx) => {
      try {
        await consumeCode(tx, services, target);
      } catch (error) {
        if (error instanceof ApiError) return { kind: 'refused', error } as const;
        throw error;
      }
      // Any correct code proves the address belongs to the user.
      const user = found.emailVerified ? found : await updateUser(tx, found.id, { emailVerified: true });
      if (body.otpType === OTP_TYPE.FORGOT_PASSWORD && !body.isToken) {
        const { token } = await issueToken(tx, services, user, 'reset');
        return { kind: 'reset', token } as const;
      }
      return { kind: 'session', session: await openSession(c, user, body, tx) } as const;
    });
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind === 'reset') {
      const answer = { token: outcome.token, user: null };
      return c.json(success(answer, 'Code verified. Choose a new password.', 201), 201);
    }
    return c.json(success(outcome.session, 'Code verified', 201), 201);
  })
  .openapi(postResetPassword, async (c) => {
    const body = c.req.valid('json');
    const { db, services } = c.var;
    const { user, jti } = sessionOf(c);
    if (body.email !== user.email) throw new ApiError(400, 'email: does not match the verified email');

    const now = services.now();
    const passwordHash = await hashPassword(body.newPassword);
    // The new password, the ended sessions and the new one are kept together or not at all.
    const session = await db.transaction(async (tx) => {
      // The reset token works once; a second, simultaneous use loses here.
      if (!(await revokeToken(tx, jti, now))) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
      const updated = await updateUser(tx, user.id, { passwordHash });
      await revokeUserTokens(tx, user.id, 'session', now);
      await revokeUserTokens(tx, user.id, 'reset', now);
      return openSession(c, updated, body, tx);
    });
    return c.json(success(session, 'Your password was changed', 201), 201);
  });
