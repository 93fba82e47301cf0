import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { TEST_NOW } from '../../test-support/flight-search';
import {
  A_STAY,
  aHotelBookBody,
  aPendingHotelBooking,
  bookHotel,
  hotelDetails,
  rateCheck,
} from '../../test-support/hotels';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay } from '../../test-support/payments';
import { isSoldOut, priceChangeOf } from '../../lib/hotel-inventory';
import type { BookResult } from './schemas';
import type { BookingList, ManagedHotelBooking } from './my-bookings-schemas';

/** My bookings for hotel bookings (docs/bookings-contract.md, docs/hotels-contract.md). */

const clock = aFakeClock(TEST_NOW);
// A Dubai hotel that sells refundable and non-refundable rates for A_STAY (not every hotel has both).
const HOTEL_ID = 120005;
let sandbox: TestSandbox;
let grant: Grant;
let other: Grant;
let before: BookingList;
let refundable: BookResult;
let lateCancel: BookResult;
let nonRefundable: BookResult;
let deadline: string;

interface RateView {
  rateId: string;
  refundable: boolean;
  cancellation: { freeUntil: string; penalty: number } | null;
}

/** A confirmed-price rate of the hotel for one room that is (or is not) refundable. */
async function aRate(wantRefundable: boolean): Promise<RateView> {
  const details = await hotelDetails(sandbox, HOTEL_ID);
  const rates = details.rooms.flatMap((room) => room.rates) as unknown as RateView[];
  const rate = rates.find(
    (candidate) =>
      candidate.refundable === wantRefundable &&
      !isSoldOut(candidate.rateId) &&
      priceChangeOf(candidate.rateId) === 1,
  );
  if (!rate) throw new Error(`no ${wantRefundable ? 'refundable' : 'non-refundable'} rate`);
  return rate;
}

/** A hotel booking at `rate`, paid by UPI by the logged-in customer. */
async function aPaidHotelBooking(rate: RateView, lastName = 'Haddad'): Promise<BookResult> {
  const checked = await rateCheck(sandbox, HOTEL_ID, [rate.rateId]);
  expect(checked.status).toBe('CONFIRMED');
  const body = aHotelBookBody(checked.rateToken!, 1, { guests: [{ firstName: 'Sara', lastName }] });
  const booking = await bookHotel(sandbox, body, { token: grant.token });
  await pay(sandbox, { bookingId: booking.bookingId, moduleType: 2, method: 3, upiId: 'sara@okbank' }, 201, {
    token: grant.token,
  });
  return booking;
}

async function listOf(query: string, language?: string) {
  const response = await sandbox.call(`/my-bookings${query}`, {
    token: grant.token,
    ...(language ? { headers: { language } } : {}),
  });
  const envelope = await readEnvelope<BookingList>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

async function managed(bookingId: string, token = grant.token) {
  const response = await sandbox.call(`/my-bookings/${bookingId}`, { token });
  const envelope = await readEnvelope<ManagedHotelBooking>(response);
  return { status: response.status, data: envelope.data };
}

/** Moves the clock to `at` and logs in again (a login's access token lives minutes, not days). */
async function moveClockTo(at: number) {
  clock.advance(at - clock.now().getTime());
  grant = await logIn(sandbox, 'unverified@skyline.test');
}

const cancelCall = (bookingId: string, body: Record<string, unknown>) =>
  sandbox.call(`/my-bookings/${bookingId}/cancel`, { token: grant.token, body });

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  grant = await logIn(sandbox, 'unverified@skyline.test');
  other = await logIn(sandbox, 'customer@skyline.test');
  before = await listOf('?moduleType=2&tab=upcoming');
  const free = await aRate(true);
  deadline = free.cancellation!.freeUntil;
  refundable = await aPaidHotelBooking(free);
  lateCancel = await aPaidHotelBooking(free);
  nonRefundable = await aPaidHotelBooking(await aRate(false));
});
afterAll(() => sandbox.close());

describe('My bookings: hotel bookings', () => {
  it('lists hotel bookings under Upcoming with the hotel, the stay, the rooms and the guests', async () => {
    const list = await listOf('?moduleType=2&tab=upcoming');
    expect(list.counts.upcoming).toBe(before.counts.upcoming + 3);
    const row = list.items.find((item) => item.bookingId === refundable.bookingId)!;
    expect(row).toMatchObject({
      reference: refundable.reference,
      moduleType: 2,
      statusName: 'Confirmed',
      flight: null,
      hotel: {
        hotelId: HOTEL_ID,
        checkIn: A_STAY.checkIn,
        checkOut: A_STAY.checkOut,
        nights: 3,
        rooms: 1,
        guests: 2,
        leadGuest: 'Sara Haddad',
      },
    });
    expect(row.hotel!.name).not.toBe('');
    expect(row.hotel!.cityName).toBe('Dubai');
    const arabic = await listOf('?moduleType=2&tab=upcoming', 'ar');
    const arabicRow = arabic.items.find((item) => item.bookingId === refundable.bookingId)!;
    expect(arabicRow.hotel!.cityName).toBe('دبي');
    // Flights and hotels are separate lists.
    const flights = await listOf('?moduleType=1&tab=upcoming');
    expect(flights.items.map((item) => item.bookingId)).not.toContain(refundable.bookingId);
  });

  it('answers the detail: stay, rooms, board, policy, guests, requests, arrival, payment and history', async () => {
    const { status, data } = await managed(refundable.bookingId);
    expect(status).toBe(200);
    expect(data.booking).toMatchObject({
      reference: refundable.reference,
      moduleType: 2,
      statusName: 'Confirmed',
      guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
      specialRequests: 'A quiet room, please',
      arrivalTime: '18:30',
      cancelReason: null,
      refund: null,
      payment: { status: 'SUCCEEDED' },
    });
    expect(data.booking.stay).toMatchObject({ hotelId: HOTEL_ID, checkIn: A_STAY.checkIn, nights: 3 });
    expect(data.booking.stay.rooms[0]).toMatchObject({
      refundable: true,
      cancellation: { freeUntil: deadline },
    });
    expect(data.booking.stay.rooms[0]!.board).toMatch(/^(RO|BB|HB|FB|AI)$/);
    expect(data.history.map((entry) => entry.statusName)).toEqual(['Pending', 'Confirmed']);
    expect((await managed(refundable.bookingId, other.token)).status).toBe(404);
  });

  it('lets a guest in to their hotel booking with its access token', async () => {
    const guest = await aPendingHotelBooking(sandbox);
    const response = await sandbox.call(
      `/my-bookings/${guest.bookingId}?accessToken=${encodeURIComponent(guest.accessToken)}`,
    );
    const envelope = await readEnvelope<ManagedHotelBooking>(response);
    expect(response.status, envelope.message).toBe(200);
    expect(envelope.data.booking).toMatchObject({ reference: guest.reference, statusName: 'Pending' });
    expect(envelope.data.booking.stay.hotelId).toBe(120001);
    expect(envelope.data.quote).toMatchObject({ cancellable: false, reason: 'NOT_CONFIRMED' });
    expect((await sandbox.call(`/my-bookings/${guest.bookingId}`)).status).toBe(404);
  });

  it('quotes a free cancellation before the deadline, and a non-refundable rate says why', async () => {
    const { data } = await managed(refundable.bookingId);
    expect(data.quote).toMatchObject({
      cancellable: true,
      refundable: true,
      reason: null,
      cancellationFee: 0,
      refundAmount: data.booking.amount,
      freeCancellationUntil: deadline,
    });
    const kept = (await managed(nonRefundable.bookingId)).data.quote;
    expect(kept).toMatchObject({
      cancellable: true,
      refundable: false,
      reason: 'NON_REFUNDABLE',
      message: 'This rate is non-refundable: cancelling it gives no money back',
      refundAmount: 0,
      freeCancellationUntil: null,
    });
    expect(kept.cancellationFee).toBe(kept.amount);
  });

  it('cancels before the deadline with the whole amount refunded and the hotel’s history rows', async () => {
    const quoted = (await managed(refundable.bookingId)).data.quote;
    const response = await cancelCall(refundable.bookingId, {
      reasonValue: 'My plans changed',
      expectedRefund: quoted.refundAmount,
    });
    const envelope = await readEnvelope<ManagedHotelBooking>(response);
    expect(response.status, envelope.message).toBe(200);
    expect(envelope.data.booking).toMatchObject({
      statusName: 'Cancelled',
      cancelReason: 'My plans changed',
      refund: { statusName: 'Pending', amount: quoted.amount },
    });
    expect(envelope.data.history.slice(-2).map((entry) => [entry.statusName, entry.note])).toEqual([
      ['CancelRequested', 'My plans changed'],
      ['Cancelled', 'Cancelled by the hotel'],
    ]);
    expect(envelope.data.quote).toMatchObject({ cancellable: false, reason: 'ALREADY_CANCELLED' });
    expect((await cancelCall(refundable.bookingId, { reasonValue: 'Again' })).status).toBe(409);
    const cancelled = await listOf('?moduleType=2&tab=cancelled');
    expect(cancelled.items.map((item) => item.bookingId)).toContain(refundable.bookingId);
  });

  it('charges the penalty after the deadline, refuses a stale quote, and refunds the rest', async () => {
    const early = (await managed(lateCancel.bookingId)).data.quote;
    await moveClockTo(new Date(deadline).getTime() + 60_000);
    const { data } = await managed(lateCancel.bookingId);
    const penalty = data.booking.stay.rooms[0]!.cancellation!.penalty;
    expect(penalty).toBeGreaterThan(0);
    expect(data.booking.stay.checkIn > clock.now().toISOString().slice(0, 10)).toBe(true);
    expect(data.quote).toMatchObject({
      cancellable: true,
      refundable: true,
      cancellationFee: penalty,
      freeCancellationUntil: deadline,
    });
    expect(data.quote.refundAmount).toBeCloseTo(data.booking.amount - penalty, 2);

    const stale = await cancelCall(lateCancel.bookingId, {
      reasonValue: 'Too late?',
      expectedRefund: early.refundAmount,
    });
    expect(stale.status).toBe(409);
    const response = await cancelCall(lateCancel.bookingId, {
      reasonValue: 'Too late?',
      expectedRefund: data.quote.refundAmount,
    });
    const envelope = await readEnvelope<ManagedHotelBooking>(response);
    expect(response.status, envelope.message).toBe(200);
    expect(envelope.data.booking.refund!.amount).toBeCloseTo(data.quote.refundAmount, 2);
  });

  it('refuses a cancellation from check-in day and completes the booking after check-out', async () => {
    await moveClockTo(Date.parse(`${A_STAY.checkIn}T12:00:00Z`));
    const started = (await managed(nonRefundable.bookingId)).data.quote;
    expect(started).toMatchObject({ cancellable: false, reason: 'CHECKED_IN' });
    expect((await cancelCall(nonRefundable.bookingId, { reasonValue: 'Changed my mind' })).status).toBe(409);
    expect((await listOf('?moduleType=2&tab=upcoming')).items.map((item) => item.bookingId)).toContain(
      nonRefundable.bookingId,
    );

    await moveClockTo(Date.parse(`${A_STAY.checkOut}T23:30:00Z`));
    const completed = await listOf('?moduleType=2&tab=completed');
    expect(completed.items.map((item) => item.bookingId)).toContain(nonRefundable.bookingId);
    const { data } = await managed(nonRefundable.bookingId);
    expect(data.booking.statusName).toBe('Completed');
    expect(data.history.at(-1)).toMatchObject({ statusName: 'Completed', note: 'Travel date passed' });
    expect(data.quote).toMatchObject({ cancellable: false, reason: 'COMPLETED' });
  });
});
