import { createRoute } from '@hono/zod-openapi';
import { issueTicket } from '../../lib/auth-ticket';
import { costKeys, createAltchaChallenge, verifyCaptcha } from '../../lib/captcha';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { requireClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, publicAccess, siteHeaders } from '../../lib/openapi';
import { findUserByEmail } from '../users/repository';
import { RESEND_AFTER_SECONDS, codeRefused, pendingCodeType } from './codes';
import { checkRateLimit } from '../../lib/request-limits';
import { requireCodeRequestAllowed, sendCode } from './flows';
import {
  AltchaChallengeSchema,
  ChallengeBodySchema,
  NotRegisteredAnswerSchema,
  ResendAnswerSchema,
  ResendBodySchema,
  VerifyEmailAnswerSchema,
  VerifyEmailBodySchema,
} from './schemas';

export const NOT_REGISTERED_MESSAGE = 'This email is not registered';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

// The ALTCHA widget fetches its challenge itself and cannot send the API's headers: no guard here.
const getCaptchaChallenge = createRoute({
  method: 'get',
  path: '/auth/captcha/challenge',
  security: publicAccess,
  tags: ['Auth'],
  summary: 'A fresh ALTCHA challenge (raw, not enveloped; no headers needed)',
  description:
    'Proof-of-work challenge for the welcome step; it expires in 10 minutes and its solution works once.',
  responses: {
    200: { description: 'The challenge', content: { 'application/json': { schema: AltchaChallengeSchema } } },
  },
});

const postCaptchaChallenge = createRoute({
  method: 'post',
  path: '/auth/captcha/challenge',
  security: publicAccess,
  tags: ['Auth'],
  summary: 'A fresh ALTCHA challenge for the e-mail being typed (raw, not enveloped; no headers needed)',
  description:
    'As the GET, but as hard as the recent failed attempts for this e-mail (a wrong password, a wrong ' +
    'captcha) warrant as well as those from the address: a captcha solved for an easier challenge is ' +
    'refused for that e-mail. The e-mail travels in the body, never in a URL a proxy would log.',
  request: { body: { content: { 'application/json': { schema: ChallengeBodySchema } }, required: false } },
  responses: {
    200: { description: 'The challenge', content: { 'application/json': { schema: AltchaChallengeSchema } } },
    ...errorResponses(400),
  },
});

const postVerifyEmail = createRoute({
  ...access.club,
  method: 'post',
  path: '/auth/verify-email',
  tags: ['Auth'],
  summary:
    'Welcome step (sendOtp false, with a captcha) or send a one-time code (sendOtp true, with the ticket)',
  description:
    'The welcome step checks the captcha and answers a flow ticket for the email, with its 201 and ' +
    'with its 406. Sending a code needs that ticket: without a valid one the answer is the same 400 ' +
    'for every email and nothing is mailed.',
  request: { headers: siteHeaders, body: json(VerifyEmailBodySchema) },
  responses: {
    201: jsonEnvelope(VerifyEmailAnswerSchema, 'The email is registered (and a code was sent)'),
    406: jsonEnvelope(NotRegisteredAnswerSchema, `${NOT_REGISTERED_MESSAGE} (with the ticket for sign-up)`),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const postResendOtp = createRoute({
  ...access.club,
  method: 'post',
  path: '/auth/resend-otp',
  tags: ['Auth'],
  summary: 'A fresh code of the same kind as the last one sent to the email (needs the flow ticket)',
  request: { headers: siteHeaders, body: json(ResendBodySchema) },
  responses: {
    201: jsonEnvelope(ResendAnswerSchema, 'A new code was sent'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const emailRoutes = createRouter()
  .openapi(getCaptchaChallenge, async (c) => {
    c.header('Cache-Control', 'no-store');
    const ip = c.var.services.clientIp(c);
    return c.json(
      await createAltchaChallenge(c.var.services, costKeys(ip === UNKNOWN_CLIENT_IP ? '' : ip)),
      200,
    );
  })
  .openapi(postCaptchaChallenge, async (c) => {
    c.header('Cache-Control', 'no-store');
    const ip = c.var.services.clientIp(c);
    const email = c.req.valid('json')?.email;
    return c.json(
      await createAltchaChallenge(c.var.services, costKeys(ip === UNKNOWN_CLIENT_IP ? '' : ip, email)),
      200,
    );
  })
  .openapi(postVerifyEmail, async (c) => {
    const body = c.req.valid('json');
    const { db, services, clubId } = c.var;
    await checkRateLimit(c, 'verify-email', body.email);
    const club = await requireClubSettings(db, clubId);
    if (!body.sendOtp) {
      const ip = services.clientIp(c);
      await verifyCaptcha(db, services, body.captcha, club, ip === UNKNOWN_CLIENT_IP ? '' : ip, body.email);
      const ticket = await issueTicket(services, clubId, body.email);
      const user = await findUserByEmail(db, clubId, body.email);
      if (!user) return c.json(success({ ticket }, NOT_REGISTERED_MESSAGE, 406), 406);
      const found = { isEmailVerified: user.emailVerified, email: user.email, ticket };
      return c.json(success(found, 'Email found', 201), 201);
    }

    // Checked before the email is looked up: without the ticket nothing tells a known email apart.
    await requireCodeRequestAllowed(c, body.email, body.ticket);
    const user = await findUserByEmail(db, clubId, body.email);
    if (!user) return c.json(success({ ticket: body.ticket ?? '' }, NOT_REGISTERED_MESSAGE, 406), 406);
    const answer = { isEmailVerified: user.emailVerified, email: user.email };
    await sendCode(c, club, user, body.otpType);
    return c.json(
      success({ ...answer, resendAfterSeconds: RESEND_AFTER_SECONDS }, 'We sent a code to your email', 201),
      201,
    );
  })
  .openapi(postResendOtp, async (c) => {
    const { email, ticket } = c.req.valid('json');
    const { db, clubId } = c.var;
    await requireCodeRequestAllowed(c, email, ticket);
    const user = await findUserByEmail(db, clubId, email);
    const otpType = user ? await pendingCodeType(db, clubId, user.email) : null;
    if (!user || !otpType) throw codeRefused('nothingToResend');
    await sendCode(c, await requireClubSettings(db, clubId), user, otpType);
    return c.json(success({ resendAfterSeconds: RESEND_AFTER_SECONDS }, 'We sent a new code', 201), 201);
  });
