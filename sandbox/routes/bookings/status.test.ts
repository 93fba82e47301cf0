import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { TEST_NOW } from '../../test-support/flight-search';
import { TEST_CARDS, aCardToken, pay } from '../../test-support/payments';
import type { BookResult } from './schemas';
import { aBookBody, aFareSource, aFareToken, aKey, book, type FareSource } from '../../test-support/bookings';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

interface AttemptStatus {
  booking: (Omit<BookResult, 'moduleType'> & { statusName: string; paid: boolean }) | null;
  payment: { paymentId: string; status: string; method: number; message: string } | null;
}

function statusCall(
  query: { idempotencyKey?: string; guestUserId?: string; paymentKey?: string },
  options: { token?: string; club?: number } = {},
) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined));
  return sandbox.call(`/flight/book/status?${params}`, options);
}

async function statusOf(
  query: Parameters<typeof statusCall>[0],
  options: Parameters<typeof statusCall>[1] = {},
) {
  const response = await statusCall(query, options);
  const envelope = await readEnvelope<AttemptStatus>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

async function aGuestBooking() {
  const guestUserId = randomUUID();
  const key = aKey();
  const body = aBookBody(await aFareToken(sandbox, source), { guestUserId });
  const booking = await book(sandbox, body, {}, key);
  return { guestUserId, key, booking };
}

describe('GET /flight/book/status', () => {
  it('answers null for a key that never made a booking', async () => {
    expect(await statusOf({ idempotencyKey: aKey(), guestUserId: randomUUID() })).toEqual({
      booking: null,
      payment: null,
    });
  });

  it('finds a guest’s Pending booking by its key, with the access token the booking answered', async () => {
    const { guestUserId, key, booking } = await aGuestBooking();
    const status = await statusOf({ idempotencyKey: key, guestUserId });
    expect(status).toEqual({
      booking: {
        bookingId: booking.bookingId,
        reference: booking.reference,
        status: 2,
        statusName: 'Pending',
        amount: booking.amount,
        currency: booking.currency,
        accessToken: booking.accessToken,
        paid: false,
      },
      payment: null,
    });
  });

  it('never answers another caller’s booking, nor another club’s', async () => {
    const { key } = await aGuestBooking();
    expect((await statusOf({ idempotencyKey: key, guestUserId: randomUUID() })).booking).toBeNull();
    expect((await statusOf({ idempotencyKey: key }, { token: customer.token })).booking).toBeNull();
    const otherClub = await statusCall(
      { idempotencyKey: key, guestUserId: randomUUID() },
      { club: NAKHLA_ID },
    );
    expect((await readEnvelope<AttemptStatus>(otherClub)).data.booking).toBeNull();
  });

  it('finds an attempt sent as a guest after the guest logged in, by the guest user id', async () => {
    const { guestUserId, key, booking } = await aGuestBooking();
    const status = await statusOf({ idempotencyKey: key, guestUserId }, { token: customer.token });
    expect(status.booking).toMatchObject({ bookingId: booking.bookingId, accessToken: booking.accessToken });
    // Another guest id still finds nothing, logged in or not.
    expect(
      (await statusOf({ idempotencyKey: key, guestUserId: randomUUID() }, { token: customer.token })).booking,
    ).toBeNull();
  });

  it('finds a logged-in user’s booking by the key alone', async () => {
    const key = aKey();
    const booking = await book(
      sandbox,
      aBookBody(await aFareToken(sandbox, source)),
      { token: customer.token },
      key,
    );
    const status = await statusOf({ idempotencyKey: key }, { token: customer.token });
    expect(status.booking).toMatchObject({ bookingId: booking.bookingId, status: 2, paid: false });
  });

  it('tells the answer of the payment attempt named by its key, and whether the booking is paid', async () => {
    const { guestUserId, key, booking } = await aGuestBooking();
    const payBody = async (card: string) => ({
      bookingId: booking.bookingId,
      method: 2,
      paymentToken: await aCardToken(sandbox, card),
      accessToken: booking.accessToken,
    });
    const declinedKey = aKey();
    await pay(sandbox, await payBody(TEST_CARDS.declined), 402, {}, declinedKey);
    const afterDecline = await statusOf({ idempotencyKey: key, guestUserId, paymentKey: declinedKey });
    expect(afterDecline.booking).toMatchObject({ status: 2, paid: false });
    expect(afterDecline.payment).toMatchObject({
      status: 'FAILED',
      method: 2,
      message: 'This card is not valid, please enter another card',
    });

    const lostKey = aKey();
    expect((await statusOf({ idempotencyKey: key, guestUserId, paymentKey: lostKey })).payment).toBeNull();

    const paidKey = aKey();
    await pay(sandbox, await payBody(TEST_CARDS.visa), 201, {}, paidKey);
    const paid = await statusOf({ idempotencyKey: key, guestUserId, paymentKey: paidKey });
    expect(paid.booking).toMatchObject({ status: 1, statusName: 'Confirmed', paid: true });
    expect(paid.payment).toMatchObject({ status: 'SUCCEEDED', message: 'Payment successful' });
    // Without a payment key the booking still says it is paid.
    expect((await statusOf({ idempotencyKey: key, guestUserId })).booking?.paid).toBe(true);
  });

  it('needs the guest user id without a login, and a well-formed key', async () => {
    expect(await expectError(await statusCall({ idempotencyKey: aKey() }), 400)).toBe(
      'guestUserId: Required for a guest booking',
    );
    expect(
      await expectError(await statusCall({ idempotencyKey: 'short', guestUserId: randomUUID() }), 400),
    ).toMatch(/idempotencyKey/);
    expect((await statusCall({ idempotencyKey: aKey(), guestUserId: 'not-a-uuid' })).status).toBe(400);
  });

  it('refuses an invalid login token', async () => {
    expect((await statusCall({ idempotencyKey: aKey() }, { token: 'not-a-token' })).status).toBe(401);
  });
});
