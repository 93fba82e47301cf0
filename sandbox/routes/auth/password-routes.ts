import { createRoute } from '@hono/zod-openapi';
import { revokeOtherTokens, sessionOf } from '../../lib/auth';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { requireClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { addressMail, loadMailClub } from '../../lib/mail';
import { mailLanguage, renderPasswordChangedMail } from '../../lib/mail/templates';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { updateUser } from '../users/repository';
import { checkRateLimit } from '../../lib/request-limits';
import { ChangePasswordAnswerSchema, ChangePasswordBodySchema } from './schemas';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'currentPassword: the current password is not correct';

const postChangePassword = createRoute({
  ...access.user,
  method: 'post',
  path: '/auth/user/change-password',
  tags: ['Auth'],
  summary: "Change the signed-in user's password (the current one is checked)",
  description:
    'Every attempt counts against a limit per account and per address (429 with Retry-After). ' +
    'On success every other session of the user is signed out (the calling token stays valid) and ' +
    'a confirmation is mailed in the user’s language, saying when and from which address and browser.',
  request: {
    headers: siteHeaders,
    body: { content: { 'application/json': { schema: ChangePasswordBodySchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(ChangePasswordAnswerSchema, 'The password was changed'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const passwordRoutes = createRouter().openapi(postChangePassword, async (c) => {
  const body = c.req.valid('json');
  const { user, jti } = sessionOf(c);
  const { db, services } = c.var;
  await checkRateLimit(c, 'password-change', user.email);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new ApiError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const now = services.now();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeOtherTokens(tx, user.id, jti, now);
  });

  // After the commit: a mail cannot be taken back, so it goes out only for a change that was kept.
  const club = await requireClubSettings(db, c.var.clubId);
  const ip = services.clientIp(c);
  const language = user.preferredLanguage || c.req.header('language');
  const mailClub = await loadMailClub(db, club.id, mailLanguage(language));
  const mail = renderPasswordChangedMail({
    club: mailClub,
    language,
    at: now,
    ipAddress: ip === UNKNOWN_CLIENT_IP ? body.ip || ip : ip,
    browser: body.browser || c.req.header('user-agent') || '',
  });
  await services.mail.send(addressMail(mailClub, user.email, mail));
  return c.json(success({ changed: true as const }, 'Password changed'), 200);
});
