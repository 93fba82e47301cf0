import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { aFareSource, aKey, aPendingBooking, aTraveller, type FareSource } from '../../test-support/bookings';
import type { BookingDetails } from '../bookings/schemas';
import { TEST_NOW } from '../../test-support/flight-search';
import type { PaymentResult } from './schemas';
import {
  CARDS_UPI_AND_NET_BANKING,
  offerPaymentMethods,
  TEST_CARDS,
  aCardToken,
  bookingRow,
  pay,
  payCall,
  paymentRows,
} from '../../test-support/payments';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock);
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

const AIRLINE_FAILURE =
  'Sorry, your booking failed from the airline side, if payment was deducted from your account, it will be refunded in 3-4 working days';

async function guestCardPayment(cardNumber: string, status: number) {
  const booking = await aPendingBooking(sandbox, source);
  const paymentToken = await aCardToken(sandbox, cardNumber);
  const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
  return { booking, envelope: await pay(sandbox, body, status) };
}

describe('POST /payment/pay by card', () => {
  it('books, pays with the good test card and confirms the booking', async () => {
    const { booking, envelope } = await guestCardPayment(TEST_CARDS.visa, 201);

    expect(envelope.data).toMatchObject({
      status: 'SUCCEEDED',
      bookingId: booking.bookingId,
      bookingStatus: 1,
      method: 2,
      paymentType: 1,
      amount: booking.amount,
      currency: 'USD',
      message: 'Payment successful',
      refund: null,
    });
    expect(await bookingRow(sandbox, booking.bookingId)).toMatchObject({
      status: 1,
      paymentMethod: 2,
      paymentType: 1,
    });
    const details = await sandbox.call(
      `/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`,
    );
    expect((await readEnvelope<BookingDetails>(details)).data).toMatchObject({
      status: 1,
      statusName: 'Confirmed',
      paymentMethodName: 'CreditCard',
      paymentTypeName: 'Cash',
      payment: { status: 'SUCCEEDED', cardBrand: 'visa', cardLast4: '4242' },
    });
  });

  it('accepts the Mastercard test card as a debit card', async () => {
    const booking = await aPendingBooking(sandbox, source, { token: customer.token });
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.mastercard);
    const { data } = await pay(sandbox, { bookingId: booking.bookingId, method: 1, paymentToken }, 201, {
      token: customer.token,
    });
    expect(data).toMatchObject({ status: 'SUCCEEDED', bookingStatus: 1, method: 1, paymentType: 1 });
  });

  it.each([
    [TEST_CARDS.declined, 402, 'FAILED', 'This card is not valid, please enter another card'],
    [TEST_CARDS.failing, 402, 'FAILED', 'Payment failed'],
    [TEST_CARDS.cancelling, 409, 'CANCELLED', 'Payment has been Cancelled'],
  ])(
    '%s answers %i %s, records the attempt and leaves the booking Pending',
    async (card, status, outcome, message) => {
      const { booking, envelope } = await guestCardPayment(card, status);
      expect(envelope).toMatchObject({
        statusCode: status,
        message,
        data: { status: outcome, bookingStatus: 2 },
      });
      expect((await bookingRow(sandbox, booking.bookingId)).status).toBe(2);
      expect((await paymentRows(sandbox, booking.bookingId)).map((row) => row.status)).toEqual([outcome]);

      // A good card (a new attempt, a new key) then pays the same booking.
      const paymentToken = await aCardToken(sandbox);
      const retry = {
        bookingId: booking.bookingId,
        method: 2,
        paymentToken,
        accessToken: booking.accessToken,
      };
      expect((await pay(sandbox, retry, 201)).data.bookingStatus).toBe(1);
    },
  );

  it('uses a card token once, and refuses an unknown one', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.declined);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    await pay(sandbox, body, 402);
    expect(await expectError(await payCall(sandbox, body, aKey()), 400)).toBe(
      'paymentToken: unknown, expired or already used',
    );
    const unknown = { ...body, paymentToken: 'no-such-token' };
    expect((await payCall(sandbox, unknown, aKey())).status).toBe(400);
  });

  it('answers 409 for a booking that is already paid, 403 for someone else’s, 400 without a key', async () => {
    const { booking } = await guestCardPayment(TEST_CARDS.visa, 201);
    const again = {
      bookingId: booking.bookingId,
      method: 2,
      paymentToken: await aCardToken(sandbox),
      accessToken: booking.accessToken,
    };
    expect(await expectError(await payCall(sandbox, again, aKey()), 409)).toBe(
      'This booking is already paid',
    );
    const stranger = { ...again, accessToken: undefined };
    expect(await expectError(await payCall(sandbox, stranger, aKey(), { token: customer.token }), 403)).toBe(
      'You cannot pay for this booking',
    );
    expect(await expectError(await payCall(sandbox, again, null), 400)).toMatch(/^idempotency-key: /);
    expect(
      await expectError(await payCall(sandbox, { ...again, paymentToken: undefined }, aKey()), 400),
    ).toBe('paymentToken: Required for card payments');
  });

  it('pays by UPI and net banking; the UPI id fail@upi fails', async () => {
    const viaUpi = await aPendingBooking(sandbox, source);
    const upi = { bookingId: viaUpi.bookingId, method: 3, accessToken: viaUpi.accessToken };
    expect((await pay(sandbox, { ...upi, upiId: 'fail@upi' }, 402)).message).toBe('Payment failed');
    expect((await pay(sandbox, { ...upi, upiId: 'sara@okbank' }, 201)).data.bookingStatus).toBe(1);

    const viaBank = await aPendingBooking(sandbox, source);
    const bank = { bookingId: viaBank.bookingId, method: 4, accessToken: viaBank.accessToken };
    expect((await payCall(sandbox, { ...bank, bankCode: 'NOPE' }, aKey())).status).toBe(400);
    expect((await pay(sandbox, { ...bank, bankCode: 'HDFC' }, 201)).data).toMatchObject({
      method: 4,
      paymentType: 1,
    });
  });

  it('fails the booking on the airline side after a card payment, with a Pending refund', async () => {
    const travellers = [aTraveller({ lastName: 'Failair' })];
    const booking = await aPendingBooking(sandbox, source, { travellers });
    const paymentToken = await aCardToken(sandbox);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    const { data, message } = await pay(sandbox, body, 201);

    expect(message).toBe(AIRLINE_FAILURE);
    expect(data).toMatchObject({
      status: 'SUCCEEDED',
      bookingStatus: 5,
      refund: { status: 2, amount: booking.amount, currency: 'USD' },
    });
    const details = await sandbox.call(
      `/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`,
    );
    expect((await readEnvelope<BookingDetails>(details)).data).toMatchObject({
      status: 5,
      statusName: 'Failed',
      refund: { status: 2, statusName: 'Pending' },
    });
    const again = { ...body, paymentToken: await aCardToken(sandbox) };
    expect(await expectError(await payCall(sandbox, again, aKey()), 409)).toBe(
      'This booking can no longer be paid',
    );
  });
});

describe('Idempotency-Key on pay', () => {
  it('answers a repeated key with the first result and charges once, also for 50 at once', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const paymentToken = await aCardToken(sandbox);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    const key = aKey();
    const responses = await Promise.all(Array.from({ length: 50 }, () => payCall(sandbox, body, key)));
    const results = await Promise.all(
      responses.map(async (r) => (await readEnvelope<PaymentResult>(r)).data),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(
      responses.filter((response) => response.headers.get('Idempotent-Replayed') === 'true'),
    ).toHaveLength(49);
    expect(new Set(results.map((result) => result.paymentId)).size).toBe(1);
    expect(await paymentRows(sandbox, booking.bookingId)).toHaveLength(1);

    const other = { ...body, method: 1 };
    expect(await expectError(await payCall(sandbox, other, key), 409)).toBe(
      'This Idempotency-Key was used for a different request',
    );
  });

  it('repeats a decline for the same key without a new attempt', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.declined);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    const key = aKey();
    const first = await pay(sandbox, body, 402, {}, key);
    const again = await pay(sandbox, body, 402, {}, key);
    expect(again.data.paymentId).toBe(first.data.paymentId);
    expect(await paymentRows(sandbox, booking.bookingId)).toHaveLength(1);
  });
});

describe('card tokens expire', () => {
  // Last: it moves the clock by 16 minutes (the search lives 20).
  it('refuses a card token after 15 minutes', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const paymentToken = await aCardToken(sandbox);
    clock.advance(16 * 60_000);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    expect(await expectError(await payCall(sandbox, body, aKey()), 400)).toBe(
      'paymentToken: unknown, expired or already used',
    );
    expect((await bookingRow(sandbox, booking.bookingId)).status).toBe(2);
  });
});
