import { createRoute } from '@hono/zod-openapi';
import { AGENT_APPROVAL, OTP_TYPE, USER_TYPE } from '../../db/schema';
import { requireClubSettings } from '../../lib/clubs';
import { sessionOf } from '../../lib/auth';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { hashPassword } from '../../lib/passwords';
import { checkRateLimit } from '../../lib/request-limits';
import { createApplication, findApplicationOfUser, toApplication } from '../agent-applications/repository';
import {
  APPLICANTS_ONLY_MESSAGE,
  StartApplicationAnswerSchema,
  StartApplicationSchema,
} from '../agent-applications/schemas';
import { createUser } from '../users/repository';
import { RESEND_AFTER_SECONDS, issueCode } from './codes';
import { mailCode, openSession, requireCodeRequestAllowed, sendCode } from './flows';
import { ResendAnswerSchema } from './schemas';
import { EMAIL_TAKEN_MESSAGE, startingPreferences } from './session-routes';

/**
 * The person step of an agent application (docs/agent-contract.md): the applicant's account (an
 * AGENT, PENDING, e-mail not yet verified), an empty application, a SIGNUP code by mail and a
 * session, like a customer's sign-up. It lives with the other sign-ups because it shares their
 * ticket, limits and codes.
 */
const postStartApplication = createRoute({
  ...access.club,
  method: 'post',
  path: '/agent/application',
  tags: ['Agent applications'],
  summary: "Start an agent application: the applicant's account, a SIGNUP code by mail and a session",
  description:
    'Needs the flow ticket of the welcome step for this email (400 otherwise, before anything is ' +
    'looked up). Limited like the customer sign-up (429). Verify the email with POST /auth/otp-verify.',
  request: {
    headers: siteHeaders,
    body: { content: { 'application/json': { schema: StartApplicationSchema } }, required: true },
  },
  responses: {
    201: jsonEnvelope(StartApplicationAnswerSchema, 'The account, its session and the empty application'),
    409: errorResponse(EMAIL_TAKEN_MESSAGE),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const ALREADY_VERIFIED_MESSAGE = 'email: your email is already verified';

/**
 * A fresh SIGNUP code for the signed-in applicant's own e-mail. Unlike POST /auth/resend-otp it
 * needs no flow ticket (the session stands for it), so an applicant who reloads the page before
 * entering the code can still ask for a new one.
 */
const postResendApplicationCode = createRoute({
  ...access.user,
  method: 'post',
  path: '/agent/application/resend-code',
  tags: ['Agent applications'],
  summary: "A new e-mail verification code for the signed-in applicant's own e-mail",
  description:
    'For an AGENT applicant whose e-mail is not verified yet. At most one code every ' +
    `${RESEND_AFTER_SECONDS} seconds (429 with Retry-After), and within the code-request budgets of ` +
    'the address and the e-mail (429).',
  request: { headers: siteHeaders },
  responses: {
    201: jsonEnvelope(ResendAnswerSchema, 'A new code was sent'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const agentSignUpRoutes = createRouter()
  .openapi(postResendApplicationCode, async (c) => {
    const { user } = sessionOf(c);
    const { db, clubId } = c.var;
    if (user.userType !== USER_TYPE.AGENT) throw new ApiError(403, APPLICANTS_ONLY_MESSAGE);
    if (user.emailVerified) throw new ApiError(400, ALREADY_VERIFIED_MESSAGE);
    await checkRateLimit(c, 'code-request', user.email);
    await sendCode(c, await requireClubSettings(db, clubId), user, OTP_TYPE.SIGNUP);
    return c.json(success({ resendAfterSeconds: RESEND_AFTER_SECONDS }, 'We sent a new code', 201), 201);
  })
  .openapi(postStartApplication, async (c) => {
    const body = c.req.valid('json');
    const { db, services, clubId, config } = c.var;
    await requireCodeRequestAllowed(c, body.email, body.ticket);
    await checkRateLimit(c, 'signup');
    const club = await requireClubSettings(db, clubId);
    const passwordHash = await hashPassword(body.password);
    const { user, code, session, view } = await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        clubId,
        email: body.email,
        fullName: `${body.firstName} ${body.lastName}`,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneCountryCode: body.phoneCountryCode,
        phoneNumber: body.phoneNumber,
        passwordHash,
        userType: USER_TYPE.AGENT,
        emailVerified: false,
        agentApproval: AGENT_APPROVAL.PENDING,
        ...startingPreferences(
          club,
          { language: c.req.header('language'), currency: c.req.header('currency-preference') },
          body.country,
        ),
      });
      if (!user) throw new ApiError(409, EMAIL_TAKEN_MESSAGE);
      await createApplication(tx, {
        userId: user.id,
        clubId,
        secondaryPhoneCountryCode: body.secondaryPhoneCountryCode ?? null,
        secondaryPhoneNumber: body.secondaryPhoneNumber ?? null,
      });
      const code = await issueCode(tx, services, { clubId, email: user.email, otpType: OTP_TYPE.SIGNUP });
      const view = await findApplicationOfUser(tx, user.id);
      if (!view) throw new Error(`The application of user ${user.id} disappeared`);
      return { user, code, session: await openSession(c, user, body, tx), view };
    });
    await mailCode(c, club, user, OTP_TYPE.SIGNUP, code);
    const application = toApplication(view, config.publicUrl);
    return c.json(
      success({ ...session, application }, 'Application started. We sent a code to your email.', 201),
      201,
    );
  });
