import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../../db/client';
import { bookings, usedCaptchas } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { verifyCaptcha } from '../../lib/captcha';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { requireClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { mailLanguage } from '../../lib/mail/templates';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import type { LimitKeys } from '../../lib/rate-limit';
import type { AppServices } from '../../lib/services';
import { text } from '../../lib/text';
import { CaptchaAnswerSchema, EmailSchema } from '../auth/schemas';
import { renderManageCodeMail } from './manage-mail';
import { addressMail, loadMailClub } from '../../lib/mail';

/**
 * Manage booking: how a guest (or anyone without the booking's login) gets back to one booking.
 *
 * 1. `POST /manage-booking/code` with the booking reference, the booking's contact e-mail and a
 *    solved captcha. The answer is the same whether or not a booking matches: a code ticket (a JWT
 *    valid 10 minutes) naming the reference and e-mail, and carrying an HMAC of its id and a
 *    six-digit code. Only when a booking matches is the code mailed to that e-mail; otherwise the
 *    ticket's code is one nobody knows. The code itself is never stored or logged, and the ticket
 *    does not reveal it (its HMAC key is the server's).
 * 2. `POST /manage-booking/session` with the ticket and the code: five tries per ticket, then a new
 *    code is needed; the right code works once (its ticket id is recorded as used). The answer is
 *    the booking's id and a booking session token (a JWT valid 30 minutes, for that booking of that
 *    club only), which the My bookings calls accept as `accessToken`.
 */

export const MANAGE_CODE_MINUTES = 10;
export const MANAGE_SESSION_MINUTES = 30;
export const MANAGE_MAX_TRIES = 5;

export const MANAGE_MESSAGES = {
  sent: 'If the reference and e-mail match a booking, we have sent a code to that e-mail.',
  expired: 'This code has expired. Request a new code.',
  used: 'This code was already used. Request a new code.',
  dead: 'Too many wrong codes. Request a new code.',
  wrong: 'Wrong code. Please check the code in the e-mail and try again.',
} as const;

const CODE_TICKET = 'manage-booking-code';
const SESSION_TOKEN = 'booking-session';

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** Each token kind has its own key, derived from the token secret: one is never taken for another. */
const keyFor = (services: AppServices, purpose: string) => sha256(`${purpose}\0`, services.jwtKey);

function codeMac(services: AppServices, ticketId: string, code: string): string {
  return createHmac('sha256', keyFor(services, 'manage-booking-code-mac'))
    .update(`${ticketId}|${code}`)
    .digest('base64url');
}

const REFERENCE_PATTERN = /^[A-Z0-9]{6}$/;

const ReferenceSchema = text()
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, 'must be the 6 letters and digits of the booking reference')
  .openapi({ example: 'K7QM2X' });

export const ManageCodeBodySchema = z
  .object({ reference: ReferenceSchema, email: EmailSchema, captcha: CaptchaAnswerSchema })
  .openapi('ManageBookingCodeBody');

export const ManageCodeAnswerSchema = z
  .object({
    ticket: z.string().openapi({ description: 'Sent back with the code to open the booking' }),
    expiresAt: z.string().openapi({ description: 'When the code and the ticket expire' }),
  })
  .openapi('ManageBookingCode');

export const ManageSessionBodySchema = z
  .object({
    ticket: text().min(1).max(2000),
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6 digits of the code')
      .openapi({ example: '123456' }),
  })
  .openapi('ManageBookingSessionBody');

export const ManageSessionSchema = z
  .object({
    bookingId: z.uuid(),
    moduleType: z.number().int().openapi({ description: 'Flight=1, Hotel=2' }),
    accessToken: z.string().openapi({
      description: 'The booking session: `accessToken` of the My bookings calls, for this booking only',
    }),
    expiresAt: z.string(),
  })
  .openapi('ManageBookingSession');

/** The booking of this club with this reference whose contact e-mail is `email`, if any. */
async function bookingOf(db: Database, clubId: number, reference: string, email: string) {
  const [row] = await db
    .select({ id: bookings.id, moduleType: bookings.moduleType, contact: bookings.contact })
    .from(bookings)
    .where(and(eq(bookings.clubId, clubId), eq(bookings.reference, reference)))
    .limit(1);
  return row && row.contact.email.trim().toLowerCase() === email ? row : null;
}

function limitKeys(c: Context<AppEnv>, extra: LimitKeys): LimitKeys {
  return { ip: c.var.services.clientIp(c), ...extra };
}

interface CodeTicket {
  id: string;
  reference: string;
  email: string;
  mac: string;
  expiresAt: Date;
}

async function readTicket(services: AppServices, ticket: string, clubId: number): Promise<CodeTicket> {
  try {
    const { payload } = await jwtVerify(ticket, keyFor(services, CODE_TICKET), {
      algorithms: ['HS256'],
      typ: CODE_TICKET,
      currentDate: services.now(),
    });
    const { clubId: ticketClub, reference, email, mac, jti, exp } = payload;
    if (
      ticketClub !== clubId ||
      typeof reference !== 'string' ||
      typeof email !== 'string' ||
      typeof mac !== 'string' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number'
    ) {
      throw new Error('not a ticket of this club');
    }
    return { id: jti, reference, email, mac, expiresAt: new Date(exp * 1000) };
  } catch {
    throw new ApiError(400, MANAGE_MESSAGES.expired);
  }
}

/**
 * The booking a booking session token opens, when the token is ours, unexpired and of this club;
 * null for anything else (a booking's own access token, say).
 */
export async function bookingOfSession(
  services: AppServices,
  token: string | undefined,
  clubId: number,
): Promise<string | null> {
  if (!token || !token.includes('.')) return null;
  try {
    const { payload } = await jwtVerify(token, keyFor(services, SESSION_TOKEN), {
      algorithms: ['HS256'],
      typ: SESSION_TOKEN,
      currentDate: services.now(),
    });
    return payload.clubId === clubId && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

const requestCode = createRoute({
  ...access.club,
  method: 'post',
  path: '/manage-booking/code',
  tags: ['My bookings'],
  summary: 'Manage booking, step 1: mails a code for the booking with this reference and e-mail',
  description:
    'Checks the captcha (the club’s provider, as on the auth welcome step). The answer is the same ' +
    'whether or not a booking matches; only when one does is a code mailed, in the request’s ' +
    '`language`. Limited per address (10 an hour), per e-mail and per reference (5 an hour each): ' +
    '429 with Retry-After.',
  request: {
    headers: siteHeaders,
    body: { content: { 'application/json': { schema: ManageCodeBodySchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(ManageCodeAnswerSchema, 'The code ticket'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

const openSession = createRoute({
  ...access.club,
  method: 'post',
  path: '/manage-booking/session',
  tags: ['My bookings'],
  summary: 'Manage booking, step 2: the mailed code opens that booking for 30 minutes',
  description:
    'Five tries per code, then a new code is needed; the right code works once. A wrong code and a ' +
    'ticket for which no booking matched get the same answer. Attempts are also limited per address.',
  request: {
    headers: siteHeaders,
    body: { content: { 'application/json': { schema: ManageSessionBodySchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(ManageSessionSchema, 'The booking session'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const manageAccessRoutes = createRouter()
  .openapi(requestCode, async (c) => {
    const { reference, email, captcha } = c.req.valid('json');
    const { db, services, clubId } = c.var;
    await services.rateLimits.check(
      'manage-code',
      limitKeys(c, { email: `${clubId}:${email}`, reference: `${clubId}:${reference}` }),
    );
    const club = await requireClubSettings(db, clubId);
    const ip = services.clientIp(c);
    await verifyCaptcha(db, services, captcha, club, ip === UNKNOWN_CLIENT_IP ? '' : ip, email);

    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issuedAt = Math.floor(services.now().getTime() / 1000);
    const expires = issuedAt + MANAGE_CODE_MINUTES * 60;
    const ticket = await new SignJWT({ clubId, reference, email, mac: codeMac(services, id, code) })
      .setProtectedHeader({ alg: 'HS256', typ: CODE_TICKET })
      .setJti(id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(keyFor(services, CODE_TICKET));

    // The same work whether or not a booking matches (the lookup, the mail's rendering), and the
    // mail goes out after the answer: the answer's timing does not tell whether they matched.
    const booking = await bookingOf(db, clubId, reference, email);
    const language = mailLanguage(c.req.header('language'));
    const mailClub = await loadMailClub(db, clubId, language);
    const mail = renderManageCodeMail({
      club: mailClub,
      reference,
      code,
      language,
      validMinutes: MANAGE_CODE_MINUTES,
    });
    if (booking) {
      const outgoing = addressMail(mailClub, email, mail);
      setImmediate(() => {
        services.mail.send(outgoing).catch((error: unknown) => {
          // Never the address or the code (an SMTP message may quote the address): the error's kind.
          const kind = error instanceof Error ? error.name : 'unknown error';
          services.logger.error(`[mail] manage-booking code mail for ${reference} not sent: ${kind}`);
        });
      });
    }
    return c.json(
      success({ ticket, expiresAt: new Date(expires * 1000).toISOString() }, MANAGE_MESSAGES.sent),
      200,
    );
  })
  .openapi(openSession, async (c) => {
    const { ticket: token, code } = c.req.valid('json');
    const { db, services, clubId } = c.var;
    await services.rateLimits.check('manage-verify', limitKeys(c, {}));
    const ticket = await readTicket(services, token, clubId);
    const tries = { ticket: `${clubId}:${ticket.id}` };
    if ((await services.rateLimits.peek('manage-verify', tries)).over.length > 0) {
      throw new ApiError(400, MANAGE_MESSAGES.dead);
    }

    const given = Buffer.from(codeMac(services, ticket.id, code));
    const expected = Buffer.from(ticket.mac);
    const booking =
      given.length === expected.length && timingSafeEqual(given, expected)
        ? await bookingOf(db, clubId, ticket.reference, ticket.email)
        : null;
    if (!booking) {
      // The ticket's tries are `manage-verify`'s per-ticket budget (MANAGE_MAX_TRIES).
      await services.rateLimits.record('manage-verify', tries);
      const standing = await services.rateLimits.peek('manage-verify', tries);
      throw new ApiError(400, standing.over.length > 0 ? MANAGE_MESSAGES.dead : MANAGE_MESSAGES.wrong);
    }

    const used = await db
      .insert(usedCaptchas)
      .values({ key: `manage-code:${ticket.id}`, expiresAt: ticket.expiresAt })
      .onConflictDoNothing()
      .returning({ key: usedCaptchas.key });
    if (used.length === 0) throw new ApiError(400, MANAGE_MESSAGES.used);

    const issuedAt = Math.floor(services.now().getTime() / 1000);
    const expires = issuedAt + MANAGE_SESSION_MINUTES * 60;
    const accessToken = await new SignJWT({ clubId })
      .setProtectedHeader({ alg: 'HS256', typ: SESSION_TOKEN })
      .setSubject(booking.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(keyFor(services, SESSION_TOKEN));
    return c.json(
      success({
        bookingId: booking.id,
        moduleType: booking.moduleType,
        accessToken,
        expiresAt: new Date(expires * 1000).toISOString(),
      }),
      200,
    );
  });
