import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/sandbox';
import { aKey, aPendingBooking } from '../../test-support/bookings';
import {
  CARDS_UPI_AND_NET_BANKING,
  pay,
  payCall,
  aPayingWorld,
  methodsFor,
} from '../../test-support/payments';

/** The specification's agent payment modes (AGENT=1, WALLET=2): what agents see and may send. */

const world = aPayingWorld(['customer', 'agent', 'subagent', 'staff'], CARDS_UPI_AND_NET_BANKING);

describe('agent payment modes in GET /payment/methods', () => {
  it('marks the wallet WALLET (2) and every direct way AGENT (1) for agent-type users', async () => {
    for (const role of ['agent', 'subagent', 'staff']) {
      const modes = (await methodsFor(world.sandbox, world.grants[role]!.token)).map((m) => [
        m.method,
        m.agentPaymentMode,
      ]);
      expect(modes, role).toContainEqual([6, 2]);
      expect(
        modes.filter(([method]) => method !== 6).every(([, mode]) => mode === 1),
        role,
      ).toBe(true);
      expect(modes.length, role).toBeGreaterThan(1);
    }
  });

  it('gives customers and guests no mode at all', async () => {
    for (const token of [world.grants.customer!.token, undefined]) {
      expect((await methodsFor(world.sandbox, token)).some((m) => 'agentPaymentMode' in m)).toBe(false);
    }
  });
});

describe('agentPaymentMode in POST /payment/pay', () => {
  it('pays from the wallet in WALLET mode, and directly (UPI) in AGENT mode', async () => {
    const token = world.grants.agent!.token;
    const walletBooking = await aPendingBooking(world.sandbox, world.source, { token });
    const { data } = await pay(
      world.sandbox,
      { bookingId: walletBooking.bookingId, method: 6, agentPaymentMode: 2 },
      201,
      { token },
    );
    expect(data).toMatchObject({ status: 'SUCCEEDED', paymentType: 3 });

    const direct = await aPendingBooking(world.sandbox, world.source, { token });
    const paid = await pay(
      world.sandbox,
      { bookingId: direct.bookingId, method: 3, upiId: 'agency@okbank', agentPaymentMode: 1 },
      201,
      { token },
    );
    expect(paid.data).toMatchObject({ status: 'SUCCEEDED', method: 3, paymentType: 1 });
  });

  it('refuses a mode that contradicts the method, before anything is charged', async () => {
    const token = world.grants.agent!.token;
    const booking = await aPendingBooking(world.sandbox, world.source, { token });
    const walletAsAgent = { bookingId: booking.bookingId, method: 6, agentPaymentMode: 1 };
    expect((await payCall(world.sandbox, walletAsAgent, aKey(), { token })).status).toBe(400);
    const upiAsWallet = { bookingId: booking.bookingId, method: 3, upiId: 'a@okbank', agentPaymentMode: 2 };
    expect((await payCall(world.sandbox, upiAsWallet, aKey(), { token })).status).toBe(400);
    const unknownMode = { bookingId: booking.bookingId, method: 6, agentPaymentMode: 3 };
    expect((await payCall(world.sandbox, unknownMode, aKey(), { token })).status).toBe(400);
  });

  it('is for agent-type users only', async () => {
    const token = world.grants.customer!.token;
    const booking = await aPendingBooking(world.sandbox, world.source, { token });
    const body = { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank', agentPaymentMode: 1 };
    expect(await expectError(await payCall(world.sandbox, body, aKey(), { token }), 403)).toBe(
      'agentPaymentMode: agent payment modes are for agents only',
    );
  });
});
