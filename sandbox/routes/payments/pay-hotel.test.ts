import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { TEST_NOW } from '../../test-support/flight-search';
import { aPendingHotelBooking } from '../../test-support/hotels';
import {
  CARDS_UPI_AND_NET_BANKING,
  offerPaymentMethods,
  TEST_CARDS,
  aCardToken,
  bookingRow,
  pay,
  payCall,
  paymentRows,
  setWalletBalance,
  walletBalance,
} from '../../test-support/payments';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { PaymentMethodEntry } from './schemas';

/** The payment module is the flights’: hotel bookings (module type 2) pay the same way. */
const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
const grants: Record<string, Grant> = {};
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  for (const role of ['customer', 'agent']) grants[role] = await logIn(sandbox, `${role}@skyline.test`);
});
afterAll(() => sandbox.close());

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const agentId = () => grants.agent!.user.id;

describe('paying for a hotel booking', () => {
  it('lists the same methods for module type 2, the wallet for agents', async () => {
    const guest = await readEnvelope<PaymentMethodEntry[]>(
      await sandbox.call('/payment/methods?moduleType=2'),
    );
    expect(guest.data.map((method) => method.name)).toEqual(['DebitCard', 'CreditCard', 'UPI', 'NetBanking']);
    const agent = await readEnvelope<PaymentMethodEntry[]>(
      await sandbox.call('/payment/methods?moduleType=2', { token: grants.agent!.token }),
    );
    expect(agent.data.map((method) => method.name)).toContain('Wallet');
  });

  it('confirms the booking when a guest pays by card with module type 2', async () => {
    const booking = await aPendingHotelBooking(sandbox);
    const paymentToken = await aCardToken(sandbox);
    const envelope = await pay(
      sandbox,
      {
        moduleType: 2,
        bookingId: booking.bookingId,
        accessToken: booking.accessToken,
        method: 2,
        paymentToken,
      },
      201,
    );
    expect(envelope.data).toMatchObject({ status: 'SUCCEEDED', bookingStatus: 1, amount: booking.amount });
    expect((await bookingRow(sandbox, booking.bookingId)).status).toBe(1);
    expect((await paymentRows(sandbox, booking.bookingId))[0]!.moduleType).toBe(2);
    const details = await readEnvelope<{ statusName: string; paymentMethodName: string }>(
      await sandbox.call(`/hotel/booking/${booking.bookingId}?accessToken=${booking.accessToken}`),
    );
    expect(details.data).toMatchObject({ statusName: 'Confirmed', paymentMethodName: 'CreditCard' });
  });

  it('refuses a hotel booking paid as a flight (module type 1)', async () => {
    const booking = await aPendingHotelBooking(sandbox);
    const response = await payCall(
      sandbox,
      {
        moduleType: 1,
        bookingId: booking.bookingId,
        accessToken: booking.accessToken,
        method: 3,
        upiId: 'sara@upi',
      },
      'test-pay-module-1',
    );
    expect(await expectError(response, 400)).toBe('moduleType: this booking is of module type 2');
  });

  it('Failhotel: the payment succeeds, the hotel refuses, the booking fails and the card is refunded', async () => {
    const booking = await aPendingHotelBooking(sandbox, { lastName: 'Failhotel' });
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.mastercard);
    const envelope = await pay(
      sandbox,
      {
        moduleType: 2,
        bookingId: booking.bookingId,
        accessToken: booking.accessToken,
        method: 1,
        paymentToken,
      },
      201,
    );
    expect(envelope.data).toMatchObject({
      status: 'SUCCEEDED',
      bookingStatus: 5,
      message: 'Sorry your hotel booking failed due to payment issue',
      refund: { status: 2, amount: booking.amount },
    });
    const [refund] = await sandbox.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, booking.bookingId));
    expect(refund).toMatchObject({ reason: 'Refused by the hotel', status: 2 });
  });

  it('takes the amount from an agent’s wallet, and refunds it at once when the hotel refuses', async () => {
    const token = grants.agent!.token;
    const before = await walletBalance(sandbox, agentId());
    const booking = await aPendingHotelBooking(sandbox, { token });
    await pay(sandbox, { moduleType: 2, bookingId: booking.bookingId, method: 6 }, 201, { token });
    const after = await walletBalance(sandbox, agentId());
    expect(cents(before) - cents(after)).toBe(cents(booking.amount));

    const refused = await aPendingHotelBooking(sandbox, { token, lastName: 'Failhotel' });
    const envelope = await pay(sandbox, { moduleType: 2, bookingId: refused.bookingId, method: 6 }, 201, {
      token,
    });
    expect(envelope.data).toMatchObject({ bookingStatus: 5, refund: { status: 1 } });
    expect(await walletBalance(sandbox, agentId())).toBe(after);
  });

  it('books nothing when the wallet holds less than the amount: the payment fails, the balance stays', async () => {
    const token = grants.agent!.token;
    const booking = await aPendingHotelBooking(sandbox, { token });
    const short = (Number(booking.amount) - 1).toFixed(2);
    await setWalletBalance(sandbox, agentId(), short);
    const envelope = await pay(sandbox, { moduleType: 2, bookingId: booking.bookingId, method: 6 }, 402, {
      token,
    });
    expect(envelope.data).toMatchObject({
      status: 'FAILED',
      bookingStatus: 2,
      message: 'Insufficient wallet balance',
    });
    expect(await walletBalance(sandbox, agentId())).toBe(short);
    expect((await bookingRow(sandbox, booking.bookingId)).status).toBe(2);
  });

  it('will not let one club pay another club’s hotel booking', async () => {
    const booking = await aPendingHotelBooking(sandbox);
    const response = await payCall(
      sandbox,
      {
        moduleType: 2,
        bookingId: booking.bookingId,
        accessToken: booking.accessToken,
        method: 3,
        upiId: 'sara@upi',
      },
      'test-pay-other-club',
      { club: 102 },
    );
    expect(await expectError(response, 404)).toBe('Booking not found');
  });
});
