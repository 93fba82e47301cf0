import { ARABIC_AIRLINE_NAMES } from '../../lib/airlines/arabic-names';
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
import type { BookingDetails } from './schemas';
import { aFareSource, aPendingBooking, type FareSource } from '../../test-support/bookings';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
const grants: Record<string, Grant> = {};
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
  for (const role of ['customer', 'agent', 'subagent', 'unverified']) {
    grants[role] = await logIn(sandbox, `${role}@skyline.test`);
  }
});
afterAll(() => sandbox.close());

const details = (
  bookingId: string,
  options: { token?: string; accessToken?: string; club?: number; language?: string } = {},
) => {
  const query = options.accessToken ? `?accessToken=${encodeURIComponent(options.accessToken)}` : '';
  return sandbox.call(`/flight/booking/${bookingId}${query}`, {
    token: options.token,
    club: options.club,
    headers: options.language ? { language: options.language } : {},
  });
};

async function detailsOf(bookingId: string, options: Parameters<typeof details>[1]) {
  const response = await details(bookingId, options);
  const envelope = await readEnvelope<BookingDetails>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

describe('GET /flight/booking/{bookingId}', () => {
  it('shows a guest their booking with its access token, and nobody without it', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const data = await detailsOf(booking.bookingId, { accessToken: booking.accessToken });

    expect(data).toMatchObject({
      bookingId: booking.bookingId,
      reference: booking.reference,
      status: 2,
      statusName: 'Pending',
      amount: source.offer.totalPrice,
      currency: 'USD',
      paymentMethod: null,
      payment: null,
      refund: null,
      tripType: 'Oneway',
      passengers: { adults: 1, children: 0, infants: 0 },
      fare: { offerId: source.offer.offerId, fareBrand: source.offer.fareBrand },
      itinerary: { legs: source.offer.legs },
      travellers: [{ type: 'ADT', firstName: 'Sara', lastName: 'Haddad', passportNumber: '*****567' }],
      contact: { email: 'sara.haddad@example.com' },
    });
    expect(await expectError(await details(booking.bookingId), 403)).toBe('You cannot see this booking');
    expect((await details(booking.bookingId, { accessToken: 'guess' })).status).toBe(403);
    expect((await details(booking.bookingId, { token: grants.customer!.token })).status).toBe(403);
  });

  it('names the airlines in the language asked for', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const arabic = await detailsOf(booking.bookingId, { accessToken: booking.accessToken, language: 'ar' });
    const code = source.offer.validatingAirline.code;
    const expected = ARABIC_AIRLINE_NAMES[code];
    expect(expected, `${code} has an Arabic name`).toBeDefined();
    expect(arabic.fare.validatingAirline).toEqual({ code, name: expected });
    expect(arabic.itinerary.legs[0]?.segments[0]?.airline.name).toBe(
      ARABIC_AIRLINE_NAMES[arabic.itinerary.legs[0]!.segments[0]!.airline.code] ??
        source.offer.legs[0]!.segments[0]!.airline.name,
    );
    const english = await detailsOf(booking.bookingId, { accessToken: booking.accessToken });
    expect(english.fare.validatingAirline).toEqual(source.offer.validatingAirline);
  });

  it('shows a user their own booking and refuses another user', async () => {
    const booking = await aPendingBooking(sandbox, source, { token: grants.customer!.token });
    expect((await detailsOf(booking.bookingId, { token: grants.customer!.token })).reference).toBe(
      booking.reference,
    );
    expect(
      await expectError(await details(booking.bookingId, { token: grants.unverified!.token }), 403),
    ).toBe('You cannot see this booking');
    expect((await details(booking.bookingId, { token: grants.agent!.token })).status).toBe(403);
  });

  it('shows an agent their sub-agent’s bookings, not the other way round', async () => {
    const byAgent = await aPendingBooking(sandbox, source, { token: grants.agent!.token });
    const bySubagent = await aPendingBooking(sandbox, source, { token: grants.subagent!.token });
    await detailsOf(bySubagent.bookingId, { token: grants.agent!.token });
    expect((await details(byAgent.bookingId, { token: grants.subagent!.token })).status).toBe(403);
  });

  it('answers 404 for an unknown booking and another club’s', async () => {
    const booking = await aPendingBooking(sandbox, source);
    expect(
      await expectError(await details('00000000-0000-4000-8000-000000000000', { accessToken: 'x' }), 404),
    ).toBe('Booking not found');
    expect(
      (await details(booking.bookingId, { accessToken: booking.accessToken, club: NAKHLA_ID })).status,
    ).toBe(404);
    expect((await details('not-a-uuid')).status).toBe(400);
  });

  it('keeps bookings in the database: a new app on the same database still finds them', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const { buildApp } = await import('../../app');
    const { TEST_CONFIG, requestInit } = await import('../../test-support/sandbox');
    const restarted = buildApp({
      db: sandbox.database.db,
      config: TEST_CONFIG,
      services: { now: clock.now },
    });
    const response = await restarted.request(
      `/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`,
      requestInit(),
    );
    expect(response.status).toBe(200);
  });
});
