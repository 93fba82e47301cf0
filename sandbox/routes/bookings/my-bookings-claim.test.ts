import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, freshEmail, latestCode, logIn, post, signUp, type Grant } from '../../test-support/auth';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { TEST_NOW } from '../../test-support/flight-search';
import {
  aBookBody,
  aFareSource,
  aFareToken,
  aGuestBookBody,
  book,
  type FareSource,
} from '../../test-support/bookings';
import type { BookingList } from './my-bookings-schemas';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
});
afterAll(() => sandbox.close());

/** A booking made without a login, with `email` as its contact e-mail. */
async function aGuestBooking(email: string) {
  const body = aGuestBookBody(await aFareToken(sandbox, source), {
    contact: { email, phoneCountryCode: '+971', phoneNumber: '501234567' },
  });
  return book(sandbox, body);
}

async function listedIds(token: string, club = SKYLINE_ID): Promise<string[]> {
  const response = await sandbox.call('/my-bookings?moduleType=1&tab=upcoming&pageSize=50', { token, club });
  const envelope = await readEnvelope<BookingList>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data.items.map((item) => item.bookingId);
}

/** A new address the booking form also accepts (its pattern has no hyphens before the @). */
const anEmail = (tag: string) => freshEmail(tag).replaceAll('-', '.');

const verify = (email: string, otp: string, club = SKYLINE_ID) =>
  post<Grant>(sandbox, '/auth/otp-verify', { email, otp, otpType: 1, isToken: true }, 201, { club });

async function aVerifiedAccount(email: string) {
  const account = await signUp(sandbox, { email });
  return { ...account, ...(await verify(email, await latestCode(sandbox, email))) };
}

describe('guest bookings in My bookings', () => {
  it('joins the account once its e-mail is verified by the sign-up code, whatever its case', async () => {
    const email = anEmail('guest');
    const booking = await aGuestBooking(email.toUpperCase());

    const account = await signUp(sandbox, { email });
    expect(await listedIds(account.token)).not.toContain(booking.bookingId);

    const verified = await verify(email, await latestCode(sandbox, email));
    expect(await listedIds(verified.token)).toContain(booking.bookingId);
    const detail = await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: verified.token });
    expect(detail.status).toBe(200);
    // The guest's own access token still opens it.
    const asGuest = await sandbox.call(
      `/my-bookings/${booking.bookingId}?accessToken=${encodeURIComponent(booking.accessToken)}`,
    );
    expect(asGuest.status).toBe(200);
  });

  it('never joins an unverified account, whether it signs up or logs in', async () => {
    const email = anEmail('unverified');
    const account = await signUp(sandbox, { email });
    const booking = await aGuestBooking(email);
    expect(await listedIds(account.token)).not.toContain(booking.bookingId);
    const again = await logIn(sandbox, email, account.password);
    expect(again.isEmailVerified).toBe(false);
    expect(await listedIds(again.token)).not.toContain(booking.bookingId);
    const detail = await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: again.token });
    expect(detail.status).toBe(404);
  });

  it('joins a verified account at its next login or list read, and no other e-mail’s account', async () => {
    const account = await aVerifiedAccount(anEmail('known'));
    const other = await aVerifiedAccount(anEmail('other'));
    const booking = await aGuestBooking(account.email);

    expect(await listedIds(other.token)).not.toContain(booking.bookingId);
    const otherDetail = await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: other.token });
    expect(otherDetail.status).toBe(404);

    const login = await logIn(sandbox, account.email, account.password);
    expect(await listedIds(login.token)).toContain(booking.bookingId);
    // Read with the session opened before the booking was made, too.
    expect(await listedIds(account.token)).toContain(booking.bookingId);
  });

  it('stays in its club: the same e-mail’s account in another club does not get it', async () => {
    const email = anEmail('club');
    const booking = await aGuestBooking(email);
    const account = await signUp(sandbox, { email }, NAKHLA_ID);
    const verified = await verify(email, await latestCode(sandbox, email, NAKHLA_ID), NAKHLA_ID);
    expect(await listedIds(verified.token, NAKHLA_ID)).not.toContain(booking.bookingId);
    expect(account.email).toBe(email);

    const home = await signUp(sandbox, { email });
    const homeVerified = await verify(email, await latestCode(sandbox, email));
    expect(home.email).toBe(email);
    expect(await listedIds(homeVerified.token)).toContain(booking.bookingId);
  });

  it('leaves a booking made with a login with that login, even when its contact is another account’s e-mail', async () => {
    const booker = await aVerifiedAccount(anEmail('booker'));
    const contactEmail = anEmail('contact');
    const body = aBookBody(await aFareToken(sandbox, source), {
      contact: { email: contactEmail, phoneCountryCode: '+971', phoneNumber: '501234567' },
    });
    const booking = await book(sandbox, body, { token: booker.token });
    await signUp(sandbox, { email: contactEmail });
    const verified = await verify(contactEmail, await latestCode(sandbox, contactEmail));
    expect(await listedIds(verified.token)).not.toContain(booking.bookingId);
    expect(await listedIds(booker.token)).toContain(booking.bookingId);
  });

  it('is not given to an agent whose e-mail matches', async () => {
    const booking = await aGuestBooking('agent@skyline.test');
    const agent = await logIn(sandbox, 'agent@skyline.test');
    expect(await listedIds(agent.token)).not.toContain(booking.bookingId);
  });
});
