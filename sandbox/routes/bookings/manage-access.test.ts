import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aFakeClock, inboxOf, logIn, solvedAltcha } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type CallOptions,
  type TestSandbox,
} from '../../test-support/sandbox';
import { TEST_NOW } from '../../test-support/flight-search';
import { aFareSource, aFareToken, aGuestBookBody, book, type FareSource } from '../../test-support/bookings';
import type { BookResult } from './schemas';
import { MANAGE_MESSAGES } from './manage-access';
import type { ManagedBooking } from './my-bookings-schemas';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
let searchedAt = 0;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

let ipSequence = 0;
/** Each test asks from its own address, so that only the limit a test is about is reached. */
const anIp = () => `198.51.100.${++ipSequence}`;
const anEmail = () => `guest.${randomUUID().slice(0, 8)}@mail.test`;

/** A guest's booking made with the contact e-mail `email`. */
async function aGuestBooking(email: string): Promise<BookResult> {
  if (!source || clock.now().getTime() - searchedAt > 10 * 60_000) {
    source = await aFareSource(sandbox, clock);
    searchedAt = clock.now().getTime();
  }
  const fareToken = await aFareToken(sandbox, source);
  return book(
    sandbox,
    aGuestBookBody(fareToken, { contact: { email, phoneCountryCode: '+971', phoneNumber: '501234567' } }),
  );
}

async function requestCode(body: { reference: string; email: string }, options: CallOptions = {}) {
  const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
  return sandbox.call('/manage-booking/code', { ip: anIp(), ...options, body: { ...body, captcha } });
}

async function aTicket(body: { reference: string; email: string }, options: CallOptions = {}) {
  const response = await requestCode(body, options);
  const envelope = await readEnvelope<{ ticket: string; expiresAt: string }>(response);
  expect(response.status, envelope.message).toBe(200);
  expect(envelope.message).toBe(MANAGE_MESSAGES.sent);
  return envelope.data.ticket;
}

/**
 * The code mails of this reference, newest first, once there are `count` of them: the mail goes out
 * just after the answer (the answer's timing must not tell whether a booking matched).
 */
function codeMailsFor(email: string, reference: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = (await inboxOf(sandbox, email)).filter((mail) => mail.subject.includes(reference));
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 10_000, interval: 50 },
  );
}

async function codeMailedFor(email: string, reference: string): Promise<string> {
  return (await codeMailsFor(email, reference))[0]!.code!;
}

const openSession = (ticket: string, code: string, options: CallOptions = {}) =>
  sandbox.call('/manage-booking/session', { ip: anIp(), ...options, body: { ticket, code } });

interface Session {
  bookingId: string;
  moduleType: number;
  accessToken: string;
  expiresAt: string;
}

async function aSession(email: string, booking: BookResult): Promise<Session> {
  const ticket = await aTicket({ reference: booking.reference.toLowerCase(), email: email.toUpperCase() });
  const response = await openSession(ticket, await codeMailedFor(email, booking.reference));
  const envelope = await readEnvelope<Session>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

const detail = (bookingId: string, accessToken: string, options: CallOptions = {}) =>
  sandbox.call(`/my-bookings/${bookingId}?${new URLSearchParams({ accessToken })}`, {
    method: 'GET',
    ...options,
  });

/** A six-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('Manage booking', () => {
  it('mails a code to the booking’s e-mail that opens that booking, and only it, for 30 minutes', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    const other = await aGuestBooking(email);
    const session = await aSession(email, booking);
    expect(session).toMatchObject({ bookingId: booking.bookingId, moduleType: 1 });
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);

    const response = await detail(booking.bookingId, session.accessToken);
    const envelope = await readEnvelope<ManagedBooking>(response);
    expect(response.status, envelope.message).toBe(200);
    expect(envelope.data.booking.reference).toBe(booking.reference);
    const quote = await sandbox.call(
      `/my-bookings/${booking.bookingId}/refund-quote?${new URLSearchParams({ accessToken: session.accessToken })}`,
      { method: 'GET' },
    );
    expect(quote.status).toBe(200);

    // Not another booking of the same e-mail, nor the booking in another club.
    expect(await expectError(await detail(other.bookingId, session.accessToken), 404)).toBe(
      'Booking not found',
    );
    await expectError(await detail(booking.bookingId, session.accessToken, { club: NAKHLA_ID }), 404);
    // Not a login either: the list wants one.
    expect((await sandbox.call('/my-bookings', { method: 'GET', token: session.accessToken })).status).toBe(
      401,
    );

    clock.advance(30 * 60_000);
    await expectError(await detail(booking.bookingId, session.accessToken), 404);
  });

  it('answers the same for an unknown reference or another e-mail, and mails nothing then', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    const sentBefore = sandbox.mail.sent();
    const unknown = await requestCode({ reference: 'ZZZZZ9', email });
    const otherEmail = await requestCode({ reference: booking.reference, email: anEmail() });
    const known = await requestCode({ reference: booking.reference, email });
    const bodies = await Promise.all(
      [unknown, otherEmail, known].map((r) => readEnvelope<{ ticket: string }>(r)),
    );
    expect([unknown.status, otherEmail.status, known.status]).toEqual([200, 200, 200]);
    expect(new Set(bodies.map((b) => b.message))).toEqual(new Set([MANAGE_MESSAGES.sent]));
    expect(new Set(bodies.map((b) => Object.keys(b.data).sort().join()))).toEqual(
      new Set(['expiresAt,ticket']),
    );
    await vi.waitFor(() => expect(sandbox.mail.sent()).toBe(sentBefore + 1), { timeout: 10_000 });

    // Whatever is guessed for a ticket of no booking is simply a wrong code.
    expect(await expectError(await openSession(bodies[0]!.data.ticket, '123456'), 400)).toBe(
      MANAGE_MESSAGES.wrong,
    );
  });

  it('writes the mail in the language asked in', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    await aTicket({ reference: booking.reference, email }, { headers: { language: 'ar' } });
    const [mail] = await codeMailsFor(email, booking.reference);
    expect(mail!.language).toBe('ar');
    expect(mail!.subject).toContain('رمز فتح حجزك');
    expect(mail!.code).toMatch(/^\d{6}$/);
  });

  it('wants a captcha and a well-formed reference', async () => {
    const email = anEmail();
    const missing = await sandbox.call('/manage-booking/code', {
      ip: anIp(),
      body: { reference: 'ABC123', email },
    });
    expect(missing.status).toBe(400);
    const used = await solvedAltcha(sandbox);
    const body = { reference: 'ABC123', email, captcha: { provider: 'altcha', token: used } };
    expect((await sandbox.call('/manage-booking/code', { ip: anIp(), body })).status).toBe(200);
    expect((await sandbox.call('/manage-booking/code', { ip: anIp(), body })).status).toBe(400);
    expect((await requestCode({ reference: 'AB-12', email })).status).toBe(400);
  });

  it('gives five tries per code, and the right code works once', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    const ticket = await aTicket({ reference: booking.reference, email });
    const code = await codeMailedFor(email, booking.reference);
    for (let i = 0; i < 4; i++) {
      expect(await expectError(await openSession(ticket, otherThan(code)), 400)).toBe(MANAGE_MESSAGES.wrong);
    }
    expect(await expectError(await openSession(ticket, otherThan(code)), 400)).toBe(MANAGE_MESSAGES.dead);
    expect(await expectError(await openSession(ticket, code), 400)).toBe(MANAGE_MESSAGES.dead);

    clock.advance(60_000);
    const fresh = await aTicket({ reference: booking.reference, email });
    const freshCode = (await codeMailsFor(email, booking.reference, 2))[0]!.code!;
    expect(freshCode).toMatch(/^\d{6}$/);
    expect((await openSession(fresh, freshCode)).status).toBe(200);
    expect(await expectError(await openSession(fresh, freshCode), 400)).toBe(MANAGE_MESSAGES.used);
    // A code does not open another ticket.
    expect(await expectError(await openSession(ticket, freshCode), 400)).toBe(MANAGE_MESSAGES.dead);
  });

  it('refuses an expired or forged ticket', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    const ticket = await aTicket({ reference: booking.reference, email });
    const code = await codeMailedFor(email, booking.reference);
    expect(await expectError(await openSession(`${ticket.slice(0, -2)}xx`, code), 400)).toBe(
      MANAGE_MESSAGES.expired,
    );
    expect(await expectError(await openSession(ticket, code, { club: NAKHLA_ID }), 400)).toBe(
      MANAGE_MESSAGES.expired,
    );
    clock.advance(10 * 60_000);
    expect(await expectError(await openSession(ticket, code), 400)).toBe(MANAGE_MESSAGES.expired);
  });

  it('opens nothing with a login token given as access token', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    const grant = await logIn(sandbox, 'customer@skyline.test');
    await expectError(await detail(booking.bookingId, grant.token), 404);
  });

  it('limits codes per reference and per e-mail (5 an hour), and per address', async () => {
    const email = anEmail();
    const booking = await aGuestBooking(email);
    for (let i = 0; i < 5; i++) await aTicket({ reference: booking.reference, email: anEmail() });
    expect((await requestCode({ reference: booking.reference, email: anEmail() })).status).toBe(429);

    const busy = anEmail();
    for (let i = 0; i < 5; i++) await aTicket({ reference: `LIM${String(i).padStart(3, '0')}`, email: busy });
    const overEmail = await requestCode({ reference: 'LIM999', email: busy });
    expect(overEmail.status).toBe(429);
    expect(overEmail.headers.get('retry-after')).toMatch(/^\d+$/);

    const ip = anIp();
    for (let i = 0; i < 10; i++)
      await aTicket({ reference: `IPL${String(i).padStart(3, '0')}`, email: anEmail() }, { ip });
    expect((await requestCode({ reference: 'IPL999', email: anEmail() }, { ip })).status).toBe(429);
  });
});
