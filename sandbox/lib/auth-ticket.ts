import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ApiError } from './errors';
import type { AppServices } from './services';

/**
 * The flow ticket: proof that a sign-in journey began with a solved captcha for one email of one
 * club. The captcha-checked welcome step hands it out (with its 201 and its 406); every call that
 * mails a code (`verify-email` with `sendOtp: true`, `resend-otp`, `signup`) requires it. Without
 * one, a caller learns nothing and no mail goes out, whether the email is registered or not.
 *
 * It is a JWT signed with a key of its own (derived from the token secret, so a ticket is never a
 * login token nor the reverse), valid 30 minutes; the calls one ticket may make are counted by the
 * rate limits (`ticket-use`), so a leaked ticket cannot mail codes without end.
 */

export const TICKET_LIFETIME_SECONDS = 30 * 60;
export const TICKET_MESSAGE = 'Please start again and confirm you are not a robot.';
const TICKET_TYPE = 'flow-ticket';

/** The one answer to a missing, forged, expired, spent or other email's ticket. */
export function ticketRefused(): ApiError {
  return new ApiError(400, TICKET_MESSAGE);
}

function ticketKey(services: AppServices): Uint8Array {
  return createHash('sha256').update('flow-ticket\0').update(services.jwtKey).digest();
}

export interface FlowTicket {
  /** Its id, the key of its use count. */
  id: string;
  clubId: number;
  email: string;
}

export async function issueTicket(services: AppServices, clubId: number, email: string): Promise<string> {
  const issuedAt = Math.floor(services.now().getTime() / 1000);
  return new SignJWT({ clubId, email })
    .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYPE })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TICKET_LIFETIME_SECONDS)
    .sign(ticketKey(services));
}

/**
 * The ticket when it is ours, unexpired and for this club and email; otherwise 400 with the same
 * message for every reason, checked before anything about the email is looked up.
 */
export async function verifyTicket(
  services: AppServices,
  ticket: string | undefined,
  clubId: number,
  email: string,
): Promise<FlowTicket> {
  const refused = ticketRefused();
  if (!ticket) throw refused;
  try {
    const { payload, protectedHeader } = await jwtVerify(ticket, ticketKey(services), {
      algorithms: ['HS256'],
      typ: TICKET_TYPE,
      currentDate: services.now(),
    });
    if (protectedHeader.typ !== TICKET_TYPE) throw refused;
    if (payload.clubId !== clubId || payload.email !== email || typeof payload.jti !== 'string')
      throw refused;
    return { id: payload.jti, clubId, email };
  } catch {
    throw refused;
  }
}
