import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { loginEvents, type OtpType } from '../../db/schema';
import { issueToken } from '../../lib/auth';
import type { ClubSettings } from '../../lib/clubs';
import type { AppEnv } from '../../lib/app-env';
import { addressMail, loadMailClub } from '../../lib/mail';
import { mailLanguage, renderCodeMail } from '../../lib/mail/templates';
import { ticketRefused, verifyTicket } from '../../lib/auth-ticket';
import type { UserRow } from '../../lib/session';
import { checkRateLimit } from '../../lib/request-limits';
import { toProfile } from '../users/repository';
import { claimGuestBookings } from '../bookings/repository';
import type { UserProfile } from '../users/schemas';
import { CODE_VALID_MINUTES, issueCode } from './codes';
import type { LocationFields } from './schemas';

/** Steps several auth routes share: limits, codes by mail, and opening a session. */

/**
 * A call that mails a code: it needs the flow ticket of a captcha-checked welcome step for this email
 * (400, the same for every email, otherwise), then fits the ticket's, the address's and the email's
 * budgets of code requests (429).
 */
export async function requireCodeRequestAllowed(
  c: Context<AppEnv>,
  email: string,
  ticket: string | undefined,
): Promise<void> {
  const { services, clubId } = c.var;
  const flow = await verifyTicket(services, ticket, clubId, email);
  const uses = { ticket: flow.id };
  // A ticket that has made all its calls is spent: the journey starts again with a new captcha.
  if ((await services.rateLimits.peek('ticket-use', uses)).over.length > 0) {
    throw ticketRefused();
  }
  await checkRateLimit(c, 'code-request', email);
  await services.rateLimits.record('ticket-use', uses);
}

/** The language of a user's mail: their preference, else the request's `language` header. */
function mailLanguageFor(c: Context<AppEnv>, user: UserRow): string {
  return user.preferredLanguage || c.req.header('language') || 'en';
}

/** Issues a code of `otpType` to the user (429 when too soon) and mails it. */
export async function sendCode(
  c: Context<AppEnv>,
  club: ClubSettings,
  user: UserRow,
  otpType: OtpType,
): Promise<void> {
  const code = await issueCode(c.var.db, c.var.services, { clubId: club.id, email: user.email, otpType });
  await mailCode(c, club, user, otpType, code);
}

/**
 * Mails a code issued before. Routes that issue a code inside a transaction mail it after the
 * commit: a mail cannot be taken back, so it goes out only for a change that was kept.
 */
export async function mailCode(
  c: Context<AppEnv>,
  club: ClubSettings,
  user: UserRow,
  otpType: OtpType,
  code: string,
): Promise<void> {
  const language = mailLanguageFor(c, user);
  const mailClub = await loadMailClub(c.var.db, club.id, mailLanguage(language));
  const mail = renderCodeMail({ club: mailClub, code, otpType, language, validMinutes: CODE_VALID_MINUTES });
  // A code goes out at once, never through the outbox: it is an answer to this request, useless
  // minutes later, and the outbox would keep it at rest in the database.
  await c.var.services.mail.send(addressMail(mailClub, user.email, mail));
}

/**
 * Records the login with where it came from, gives a customer with a verified e-mail the guest
 * bookings made with it (docs/bookings-contract.md) and answers a new 7-day session token. `db` is
 * the transaction of a route that writes more than this.
 */
export async function openSession(
  c: Context<AppEnv>,
  user: UserRow,
  location: LocationFields,
  db: Database = c.var.db,
): Promise<{ token: string; user: UserProfile }> {
  const { services } = c.var;
  await db.insert(loginEvents).values({
    userId: user.id,
    kind: 'NORMAL',
    socketIp: services.clientIp(c),
    reportedIp: location.ip ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    country: location.country ?? '',
    loginDevice: location.loginDevice ?? '',
    otherDetail: location.otherDetail ?? '',
    browser: location.browser ?? '',
    at: services.now(),
  });
  // A customer whose e-mail is verified finds the bookings they made as a guest in My bookings.
  await claimGuestBookings(db, user, services.now());
  const { token } = await issueToken(db, services, user, 'session');
  return { token, user: toProfile(user) };
}
