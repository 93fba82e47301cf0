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
import { aFareSource, aPendingBooking, aTraveller, type FareSource } from '../../test-support/bookings';
import {
  CARDS_UPI_AND_NET_BANKING,
  offerPaymentMethods,
  pay,
  walletBalance,
} from '../../test-support/payments';
import type { TravellerRecord } from '../../db/schema';
import { REFUND_SETTLE_MINUTES } from './lifecycle';
import type { BookingList, ManagedBooking } from './my-bookings-schemas';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let refundable: FareSource;
let nonRefundable: FareSource;
let searchedAt = 0;
/** Searches live 20 minutes; the tests move the clock on, so they search again when needed. */
async function searchAgainIfOld() {
  if (clock.now().getTime() - searchedAt < 10 * 60_000) return;
  refundable = await aSource(true);
  nonRefundable = await aSource(false);
  searchedAt = clock.now().getTime();
}
const grants: Record<string, Grant> = {};

/** One CONFIRMED offer of a live search whose fare is (or is not) refundable. */
const aSource = (wantRefundable: boolean) =>
  aFareSource(sandbox, clock, undefined, (offer) => offer.refundable === wantRefundable);

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING, NAKHLA_ID);
  await searchAgainIfOld();
  for (const role of ['customer', 'agent', 'unverified']) {
    grants[role] = await logIn(sandbox, `${role}@skyline.test`);
  }
  grants.nakhla = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
});
afterAll(() => sandbox.close());

/** A booking of `source` by `role`, paid by UPI (or from the agent's wallet). */
async function aPaidBooking(
  source: 'refundable' | 'nonRefundable',
  role: string,
  { travellers, wallet = false }: { travellers?: TravellerRecord[]; wallet?: boolean } = {},
) {
  const token = grants[role]!.token;
  await searchAgainIfOld();
  const booking = await aPendingBooking(sandbox, source === 'refundable' ? refundable : nonRefundable, {
    token,
    ...(travellers ? { travellers } : {}),
  });
  const method = wallet ? { method: 6 } : { method: 3, upiId: 'sara@okbank' };
  await pay(sandbox, { bookingId: booking.bookingId, ...method }, 201, { token });
  return booking;
}

async function listOf(role: string, query = '') {
  const response = await sandbox.call(`/my-bookings${query}`, { token: grants[role]?.token });
  const envelope = await readEnvelope<BookingList>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

async function managed(bookingId: string, role: string) {
  const response = await sandbox.call(`/my-bookings/${bookingId}`, { token: grants[role]!.token });
  const envelope = await readEnvelope<ManagedBooking>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

const cancelCall = (bookingId: string, role: string, body: Record<string, unknown>) =>
  sandbox.call(`/my-bookings/${bookingId}/cancel`, { token: grants[role]!.token, body });

describe('GET /my-bookings', () => {
  it('lists the user’s own bookings by tab with counts, and pages them', async () => {
    const before = await listOf('unverified');
    const first = await aPaidBooking('refundable', 'unverified');
    const second = await aPaidBooking('nonRefundable', 'unverified');
    await aPaidBooking('refundable', 'customer');

    const upcoming = await listOf('unverified', '?moduleType=1&tab=upcoming');
    expect(upcoming.counts.upcoming).toBe(before.counts.upcoming + 2);
    expect(upcoming.items.map((item) => item.bookingId)).toEqual(
      expect.arrayContaining([first.bookingId, second.bookingId]),
    );
    const row = upcoming.items.find((item) => item.bookingId === first.bookingId)!;
    expect(row).toMatchObject({
      reference: first.reference,
      statusName: 'Confirmed',
      currency: 'USD',
      refund: null,
      flight: { tripType: 'Oneway', travellers: 1, leadTraveller: 'Sara Haddad' },
    });
    expect(row.flight!.legs[0]).toMatchObject({ origin: refundable.offer.legs[0]!.origin });

    const paged = await listOf('unverified', '?tab=upcoming&page=2&pageSize=1');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: upcoming.total });
    expect(paged.items).toHaveLength(1);
    expect((await listOf('unverified', '?moduleType=2')).total).toBe(0);
  });

  it('needs a login and refuses a bad tab or module', async () => {
    expect((await sandbox.call('/my-bookings')).status).toBe(401);
    const token = grants.customer!.token;
    expect((await sandbox.call('/my-bookings?tab=someday', { token })).status).toBe(400);
    expect((await sandbox.call('/my-bookings?moduleType=3', { token })).status).toBe(400);
  });
});

describe('GET /my-bookings/{bookingId}', () => {
  it('answers the owner with the status history and a quote, and 404 to anyone else', async () => {
    const booking = await aPaidBooking('refundable', 'customer');
    const data = await managed(booking.bookingId, 'customer');
    expect(data.booking).toMatchObject({ reference: booking.reference, statusName: 'Confirmed' });
    expect(data.booking.travellers[0]!.passportNumber).toBe('*****567');
    expect(data.history.map((entry) => [entry.statusName, entry.note])).toEqual([
      ['Pending', 'Booked'],
      ['Confirmed', 'Paid'],
    ]);
    expect(data.quote).toMatchObject({ cancellable: true, refundable: true, reason: null });

    for (const role of ['unverified', 'agent']) {
      const response = await sandbox.call(`/my-bookings/${booking.bookingId}`, {
        token: grants[role]!.token,
      });
      expect(await expectError(response, 404)).toBe('Booking not found');
    }
    const otherClub = await sandbox.call(`/my-bookings/${booking.bookingId}`, {
      token: grants.nakhla!.token,
      club: NAKHLA_ID,
    });
    expect(otherClub.status).toBe(404);
    expect((await sandbox.call(`/my-bookings/${booking.bookingId}`)).status).toBe(404);
    expect((await sandbox.call(`/my-bookings/${booking.bookingId}/refund-quote`)).status).toBe(404);
  });

  it('lets a guest in with the booking’s access token', async () => {
    const booking = await aPendingBooking(sandbox, refundable);
    const response = await sandbox.call(
      `/my-bookings/${booking.bookingId}?accessToken=${encodeURIComponent(booking.accessToken)}`,
    );
    const envelope = await readEnvelope<ManagedBooking>(response);
    expect(response.status).toBe(200);
    expect(envelope.data.quote).toMatchObject({ cancellable: false, reason: 'NOT_CONFIRMED' });
  });
});

describe('cancelling', () => {
  it('quotes, cancels with a reason, and settles the refund from Pending to Refunded', async () => {
    const booking = await aPaidBooking('refundable', 'customer');
    const quoteResponse = await sandbox.call(`/my-bookings/${booking.bookingId}/refund-quote`, {
      token: grants.customer!.token,
    });
    const quote = (await readEnvelope<ManagedBooking['quote']>(quoteResponse)).data;
    const amount = refundable.offer.totalPrice;
    expect(quote).toMatchObject({ cancellable: true, refundable: true, amount, currency: 'USD' });
    expect(quote.cancellationFee).toBeCloseTo(amount * 0.1, 2);
    expect(quote.refundAmount + quote.cancellationFee).toBeCloseTo(amount, 3);

    expect(
      await expectError(await cancelCall(booking.bookingId, 'customer', { reasonValue: ' ' }), 400),
    ).toMatch('reason_require');
    expect(
      await expectError(
        await cancelCall(booking.bookingId, 'customer', { reasonValue: 'Plans', expectedRefund: 1 }),
        409,
      ),
    ).toMatch('refund has changed');

    const response = await cancelCall(booking.bookingId, 'customer', {
      reasonValue: 'My plans changed',
      expectedRefund: quote.refundAmount,
    });
    const cancelled = (await readEnvelope<ManagedBooking>(response)).data;
    expect(response.status).toBe(200);
    expect(cancelled.booking).toMatchObject({
      statusName: 'Cancelled',
      cancelReason: 'My plans changed',
      refund: { statusName: 'Pending', amount: quote.refundAmount },
    });
    expect(cancelled.history.map((entry) => entry.statusName)).toEqual([
      'Pending',
      'Confirmed',
      'CancelRequested',
      'Cancelled',
    ]);
    expect(cancelled.history[2]!.note).toBe('My plans changed');
    expect(cancelled.quote).toMatchObject({ cancellable: false, reason: 'ALREADY_CANCELLED' });

    const cancelledTab = await listOf('customer', '?tab=cancelled');
    expect(cancelledTab.items.find((item) => item.bookingId === booking.bookingId)?.refund?.statusName).toBe(
      'Pending',
    );

    expect(
      await expectError(await cancelCall(booking.bookingId, 'customer', { reasonValue: 'Again' }), 409),
    ).toBe('This booking is already cancelled');

    clock.advance((REFUND_SETTLE_MINUTES - 1) * 60_000);
    expect((await managed(booking.bookingId, 'customer')).booking.refund?.statusName).toBe('Pending');
    clock.advance(2 * 60_000);
    const settled = await listOf('customer', '?tab=cancelled');
    expect(settled.items.find((item) => item.bookingId === booking.bookingId)?.refund?.statusName).toBe(
      'Refunded',
    );
  });

  it('refuses to cancel someone else’s booking without saying it exists', async () => {
    const booking = await aPaidBooking('refundable', 'customer');
    expect(
      await expectError(await cancelCall(booking.bookingId, 'unverified', { reasonValue: 'Mine' }), 404),
    ).toBe('Booking not found');
    expect((await managed(booking.bookingId, 'customer')).booking.statusName).toBe('Confirmed');
  });

  it('cancels a non-refundable fare with nothing back, and says why', async () => {
    const booking = await aPaidBooking('nonRefundable', 'customer');
    const before = await managed(booking.bookingId, 'customer');
    expect(before.quote).toMatchObject({
      cancellable: true,
      refundable: false,
      reason: 'NON_REFUNDABLE',
      refundAmount: 0,
      message: 'This fare is non-refundable: cancelling it gives no money back',
    });
    const response = await cancelCall(booking.bookingId, 'customer', { reasonValue: 'Not going' });
    const data = (await readEnvelope<ManagedBooking>(response)).data;
    expect(data.booking).toMatchObject({ statusName: 'Cancelled', refund: null });
  });

  it('settles a refund the bank refuses as Failed', async () => {
    const booking = await aPaidBooking('refundable', 'customer', {
      travellers: [aTraveller({ lastName: 'Failrefund' })],
    });
    await cancelCall(booking.bookingId, 'customer', { reasonValue: 'Illness' });
    clock.advance((REFUND_SETTLE_MINUTES + 1) * 60_000);
    expect((await managed(booking.bookingId, 'customer')).booking.refund?.statusName).toBe('Failed');
  });

  it('returns a wallet payment to the agent’s wallet at once, in the same transaction', async () => {
    const booking = await aPaidBooking('refundable', 'agent', { wallet: true });
    const agentId = grants.agent!.user.id;
    const before = Number(await walletBalance(sandbox, agentId));
    const quote = (await managed(booking.bookingId, 'agent')).quote;
    const response = await cancelCall(booking.bookingId, 'agent', { reasonValue: 'Client cancelled' });
    const data = (await readEnvelope<ManagedBooking>(response)).data;
    expect(data.booking.refund).toMatchObject({ statusName: 'Refunded', amount: quote.refundAmount });
    const after = Number(await walletBalance(sandbox, agentId));
    expect(Math.round((after - before) * 100)).toBe(Math.floor(quote.refundAmount * 100));
  });
});

describe('completion', () => {
  it('marks a confirmed booking Completed once its travel date has passed, on read', async () => {
    const booking = await aPaidBooking('refundable', 'unverified');
    const lastArrival = refundable.offer.legs.at(-1)!.arrival;
    const dayAfter = Date.parse(`${lastArrival.slice(0, 10)}T23:00:00Z`) + 24 * 3600_000;
    clock.advance(dayAfter - clock.now().getTime());
    grants.unverified = await logIn(sandbox, 'unverified@skyline.test');

    const completed = await listOf('unverified', '?tab=completed');
    expect(completed.items.map((item) => item.bookingId)).toContain(booking.bookingId);
    expect(completed.items.find((item) => item.bookingId === booking.bookingId)?.statusName).toBe(
      'Completed',
    );
    const data = await managed(booking.bookingId, 'unverified');
    expect(data.history.at(-1)).toMatchObject({ statusName: 'Completed', note: 'Travel date passed' });
    expect(data.quote).toMatchObject({ cancellable: false, reason: 'COMPLETED' });
    expect(
      await expectError(await cancelCall(booking.bookingId, 'unverified', { reasonValue: 'Late' }), 409),
    ).toBe('A completed booking cannot be cancelled');
  });
});
