import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { aFareSource, aKey, aPendingBooking, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay, payCall } from '../../test-support/payments';
import type { PaymentMethodEntry } from './schemas';

/** The specification's agent payment modes (AGENT=1, WALLET=2): what agents see and may send. */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
const grants: Record<string, Grant> = {};
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock);
  for (const role of ['customer', 'agent', 'subagent', 'staff']) {
    grants[role] = await logIn(sandbox, `${role}@skyline.test`);
  }
});
afterAll(() => sandbox.close());

async function methodsFor(token?: string) {
  const response = await sandbox.call('/payment/methods?moduleType=1', { token });
  const envelope = await readEnvelope<PaymentMethodEntry[]>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

describe('agent payment modes in GET /payment/methods', () => {
  it('marks the wallet WALLET (2) and every direct way AGENT (1) for agent-type users', async () => {
    for (const role of ['agent', 'subagent', 'staff']) {
      const modes = (await methodsFor(grants[role]!.token)).map((m) => [m.method, m.agentPaymentMode]);
      expect(modes, role).toContainEqual([6, 2]);
      expect(
        modes.filter(([method]) => method !== 6).every(([, mode]) => mode === 1),
        role,
      ).toBe(true);
      expect(modes.length, role).toBeGreaterThan(1);
    }
  });

  it('gives customers and guests no mode at all', async () => {
    for (const token of [grants.customer!.token, undefined]) {
      expect((await methodsFor(token)).some((m) => 'agentPaymentMode' in m)).toBe(false);
    }
  });
});

describe('agentPaymentMode in POST /payment/pay', () => {
  it('pays from the wallet in WALLET mode, and directly (UPI) in AGENT mode', async () => {
    const token = grants.agent!.token;
    const walletBooking = await aPendingBooking(sandbox, source, { token });
    const { data } = await pay(
      sandbox,
      { bookingId: walletBooking.bookingId, method: 6, agentPaymentMode: 2 },
      201,
      { token },
    );
    expect(data).toMatchObject({ status: 'SUCCEEDED', paymentType: 3 });

    const direct = await aPendingBooking(sandbox, source, { token });
    const paid = await pay(
      sandbox,
      { bookingId: direct.bookingId, method: 3, upiId: 'agency@okbank', agentPaymentMode: 1 },
      201,
      { token },
    );
    expect(paid.data).toMatchObject({ status: 'SUCCEEDED', method: 3, paymentType: 1 });
  });

  it('refuses a mode that contradicts the method, before anything is charged', async () => {
    const token = grants.agent!.token;
    const booking = await aPendingBooking(sandbox, source, { token });
    const walletAsAgent = { bookingId: booking.bookingId, method: 6, agentPaymentMode: 1 };
    expect((await payCall(sandbox, walletAsAgent, aKey(), { token })).status).toBe(400);
    const upiAsWallet = { bookingId: booking.bookingId, method: 3, upiId: 'a@okbank', agentPaymentMode: 2 };
    expect((await payCall(sandbox, upiAsWallet, aKey(), { token })).status).toBe(400);
    const unknownMode = { bookingId: booking.bookingId, method: 6, agentPaymentMode: 3 };
    expect((await payCall(sandbox, unknownMode, aKey(), { token })).status).toBe(400);
  });

  it('is for agent-type users only', async () => {
    const token = grants.customer!.token;
    const booking = await aPendingBooking(sandbox, source, { token });
    const body = { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank', agentPaymentMode: 1 };
    expect(await expectError(await payCall(sandbox, body, aKey(), { token }), 403)).toBe(
      'agentPaymentMode: agent payment modes are for agents only',
    );
  });
});
