import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltyAccounts, walletTransactions } from '../../db/schema';
import { expectError } from '../../test-support/sandbox';
import { aKey, aPendingBooking, aTraveller } from '../../test-support/bookings';
import {
  CARDS_UPI_AND_NET_BANKING,
  bookingRow,
  pay,
  payCall,
  paymentRows,
  setWalletBalance,
  walletBalance,
  aPayingWorld,
  methodsFor,
} from '../../test-support/payments';

// These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
const world = aPayingWorld(
  ['customer', 'agent', 'subagent', 'staff', 'unverified'],
  CARDS_UPI_AND_NET_BANKING,
);

const agentId = () => world.grants.agent!.user.id;
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

describe('GET /payment/methods', () => {
  it('offers cards, UPI and net banking to guests', async () => {
    const methods = await methodsFor(world.sandbox);
    expect(methods.map((m) => [m.method, m.name, m.labelKey, m.paymentType])).toEqual([
      [1, 'DebitCard', 'debit_card', 1],
      [2, 'CreditCard', 'credit_card', 1],
      [3, 'UPI', 'upi', 1],
      [4, 'NetBanking', 'net_banking', 1],
    ]);
    expect(methods[3]!.banks).toContainEqual({ code: 'HDFC', name: 'HDFC Bank' });
  });

  it('adds loyalty points for a customer who has them, and the wallet for agent-type users', async () => {
    expect((await methodsFor(world.sandbox, world.grants.customer!.token)).at(-1)).toMatchObject({
      method: 5,
      points: 2000,
      pointValue: 0.01,
      paymentType: 2,
    });
    expect((await methodsFor(world.sandbox, world.grants.unverified!.token)).map((m) => m.method)).toEqual([
      1, 2, 3, 4,
    ]);
    for (const role of ['agent', 'subagent', 'staff']) {
      expect((await methodsFor(world.sandbox, world.grants[role]!.token)).at(-1)).toMatchObject({
        method: 6,
        paymentType: 3,
        availableBalance: Number(await walletBalance(world.sandbox, agentId())),
        currency: 'USD',
      });
    }
  });

  it('needs a module type', async () => {
    expect((await world.sandbox.call('/payment/methods')).status).toBe(400);
    expect((await world.sandbox.call('/payment/methods?moduleType=3')).status).toBe(400);
  });
});

describe('paying from the wallet', () => {
  it('takes exactly the amount from the agent’s wallet', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source, { token: world.grants.agent!.token });
    const before = await walletBalance(world.sandbox, agentId());
    const { data } = await pay(world.sandbox, { bookingId: booking.bookingId, method: 6 }, 201, {
      token: world.grants.agent!.token,
    });

    const after = await walletBalance(world.sandbox, agentId());
    expect(cents(before) - cents(after)).toBe(cents(booking.amount));
    expect(data).toMatchObject({
      status: 'SUCCEEDED',
      bookingStatus: 1,
      paymentType: 3,
      walletBalance: Number(after),
    });
  });

  it('debits once for 50 simultaneous payments with one key', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source, { token: world.grants.agent!.token });
    const before = await walletBalance(world.sandbox, agentId());
    const key = aKey();
    const body = { bookingId: booking.bookingId, method: 6 };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        payCall(world.sandbox, body, key, { token: world.grants.agent!.token }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(cents(before) - cents(await walletBalance(world.sandbox, agentId()))).toBe(cents(booking.amount));
    expect(await paymentRows(world.sandbox, booking.bookingId)).toHaveLength(1);
  });

  it('lets a sub-agent pay from the agent’s wallet', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source, {
      token: world.grants.subagent!.token,
    });
    const before = await walletBalance(world.sandbox, agentId());
    await pay(world.sandbox, { bookingId: booking.bookingId, method: 6 }, 201, {
      token: world.grants.subagent!.token,
    });
    expect(cents(before) - cents(await walletBalance(world.sandbox, agentId()))).toBe(cents(booking.amount));
  });

  it('refuses a payment larger than the balance and changes nothing', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source, { token: world.grants.agent!.token });
    const short = (booking.amount - 0.01).toFixed(2);
    await setWalletBalance(world.sandbox, agentId(), short);
    const debitsBefore = await world.sandbox.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.agentId, agentId()));

    const envelope = await pay(world.sandbox, { bookingId: booking.bookingId, method: 6 }, 402, {
      token: world.grants.agent!.token,
    });
    expect(envelope).toMatchObject({
      message: 'Insufficient wallet balance',
      data: { status: 'FAILED', bookingStatus: 2 },
    });
    expect(await walletBalance(world.sandbox, agentId())).toBe(short);
    expect((await bookingRow(world.sandbox, booking.bookingId)).status).toBe(2);
    expect(
      (await paymentRows(world.sandbox, booking.bookingId)).filter((p) => p.status === 'SUCCEEDED'),
    ).toEqual([]);
    const debitsAfter = await world.sandbox.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.agentId, agentId()));
    expect(debitsAfter).toHaveLength(debitsBefore.length);
    await setWalletBalance(world.sandbox, agentId(), '5000.00');
  });

  it('is for agent-type users only', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source, {
      token: world.grants.customer!.token,
    });
    expect(
      await expectError(
        await payCall(world.sandbox, { bookingId: booking.bookingId, method: 6 }, aKey(), {
          token: world.grants.customer!.token,
        }),
        403,
      ),
    ).toBe('Wallet payments are for agents only');
  });

  it('credits the wallet back at once when the airline refuses the booking', async () => {
    const travellers = [aTraveller({ lastName: 'FAILAIR' })];
    const booking = await aPendingBooking(world.sandbox, world.source, {
      token: world.grants.agent!.token,
      travellers,
    });
    const before = await walletBalance(world.sandbox, agentId());
    const { data } = await pay(world.sandbox, { bookingId: booking.bookingId, method: 6 }, 201, {
      token: world.grants.agent!.token,
    });

    expect(data).toMatchObject({ status: 'SUCCEEDED', bookingStatus: 5, refund: { status: 1 } });
    expect(await walletBalance(world.sandbox, agentId())).toBe(before);
    expect(data.walletBalance).toBe(Number(before));
  });
});

describe('paying with loyalty points', () => {
  it('refuses a payment worth more than the points, then pays once there are enough', async () => {
    const customer = world.grants.customer!;
    const booking = await aPendingBooking(world.sandbox, world.source, { token: customer.token });
    const body = { bookingId: booking.bookingId, method: 5 };
    const refused = await pay(world.sandbox, body, 402, { token: customer.token });
    expect(refused.message).toBe('Insufficient loyalty points');

    const needed = Math.round(booking.amount * 100);
    await world.sandbox.database.db
      .update(loyaltyAccounts)
      .set({ points: needed + 5 })
      .where(eq(loyaltyAccounts.userId, customer.user.id));
    const { data } = await pay(world.sandbox, body, 201, { token: customer.token });
    expect(data).toMatchObject({ bookingStatus: 1, paymentType: 2, pointsBalance: 5 });
  });

  it('needs a login', async () => {
    const booking = await aPendingBooking(world.sandbox, world.source);
    const body = { bookingId: booking.bookingId, method: 5, accessToken: booking.accessToken };
    expect(await expectError(await payCall(world.sandbox, body, aKey()), 403)).toBe(
      'Loyalty points need a login',
    );
  });
});
