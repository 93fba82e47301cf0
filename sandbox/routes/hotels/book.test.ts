import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { aFakeClock, logIn } from '../../test-support/auth';
import { aGuestBookBody, aFareSource, aFareToken, aKey, book } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import {
  aGuestHotelBookBody,
  aHotelBookBody,
  aRateToken,
  aRoom,
  bookHotel,
  hotelBookCall,
} from '../../test-support/hotels';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const rowsWithKey = (key: string) =>
  sandbox.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));

describe('POST /hotel/book', () => {
  it('makes a Pending hotel booking (module type 2) at the checked price, with the stay in both languages', async () => {
    const rooms = [aRoom(2), aRoom(1, [6])];
    const { rateToken, stay } = await aRateToken(sandbox, 120034, { rooms });
    const booking = await bookHotel(sandbox, aGuestHotelBookBody(rateToken, 2));
    expect(booking).toMatchObject({ moduleType: 2, status: 2, amount: stay.total, currency: 'USD' });
    const [row] = await sandbox.database.db.select().from(bookings).where(eq(bookings.id, booking.bookingId));
    expect(row!.fare).toBeNull();
    expect(row!.stay!.rooms).toEqual(rooms);
    expect(row!.stay!.ar.name).toMatch(/\p{Script=Arabic}/u);
    expect(row!.stay!.guests.map((guest) => guest.lastName)).toEqual(['Haddad', 'Nasser']);
  });

  it('answers a retry with the same key with the same booking, and the key with another body 409', async () => {
    const { rateToken } = await aRateToken(sandbox);
    const body = aGuestHotelBookBody(rateToken);
    const key = aKey();
    const first = await bookHotel(sandbox, body, {}, key);
    const again = await hotelBookCall(sandbox, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await readEnvelope(again)).data).toEqual(first);
    const other = await hotelBookCall(sandbox, { ...body, specialRequests: 'Another request' }, key);
    expect(await expectError(other, 409)).toBe('This Idempotency-Key was used for a different request');
  });

  it('makes exactly one booking of 50 concurrent requests with one key', async () => {
    const { rateToken } = await aRateToken(sandbox);
    const body = aGuestHotelBookBody(rateToken);
    const key = aKey();
    const responses = await Promise.all(Array.from({ length: 50 }, () => hotelBookCall(sandbox, body, key)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => (await readEnvelope<{ bookingId: string }>(r)).data.bookingId),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it('refuses an expired, forged or another club’s rate token (410) and books nothing', async () => {
    const { rateToken } = await aRateToken(sandbox);
    const key = aKey();
    const forged = await hotelBookCall(sandbox, aGuestHotelBookBody(`${rateToken.slice(0, -2)}xx`), key);
    expect(await readEnvelope(forged)).toMatchObject({
      data: { sessionTimeout: true },
      message: 'Your rate has expired. Please search again.',
      statusCode: 410,
    });
    expect(
      (await hotelBookCall(sandbox, aGuestHotelBookBody(rateToken), aKey(), { club: NAKHLA_ID })).status,
    ).toBe(410);
    clock.advance(21 * 60_000);
    expect((await hotelBookCall(sandbox, aGuestHotelBookBody(rateToken), aKey())).status).toBe(410);
    expect(await rowsWithKey(key)).toHaveLength(0);
  });

  it('refuses guests that are not one per room, a guest without guestUserId and bad fields (400)', async () => {
    const { rateToken } = await aRateToken(sandbox, 120001, { rooms: [aRoom(), aRoom()] });
    const call = (body: unknown) => hotelBookCall(sandbox, body, aKey());
    expect(await expectError(await call(aGuestHotelBookBody(rateToken, 1)), 400)).toBe(
      'guests: one lead guest per room (2)',
    );
    expect(await expectError(await call(aHotelBookBody(rateToken, 2)), 400)).toBe(
      'guestUserId: Required for a guest booking',
    );
    expect(
      await expectError(
        await call(aGuestHotelBookBody(rateToken, 2, { specialRequests: 'x'.repeat(501) })),
        400,
      ),
    ).toMatch(/^specialRequests: /);
    expect(
      await expectError(await call(aGuestHotelBookBody(rateToken, 2, { arrivalTime: '25:00' })), 400),
    ).toMatch(/^arrivalTime: /);
    const badName = aGuestHotelBookBody(rateToken, 2);
    badName.guests[0]!.lastName = 'H4ddad';
    expect(await expectError(await call(badName), 400)).toMatch(/^guests\.0\.lastName: /);
    expect((await hotelBookCall(sandbox, aGuestHotelBookBody(rateToken, 2), null)).status).toBe(400);
  });
});

describe('GET /hotel/book/status and /hotel/booking/{bookingId}', () => {
  it('finds a hotel attempt by its key for its guest, never a flight attempt', async () => {
    const { rateToken } = await aRateToken(sandbox);
    const guestUserId = randomUUID();
    const key = aKey();
    const booking = await bookHotel(sandbox, aGuestHotelBookBody(rateToken, 1, { guestUserId }), {}, key);
    const status = await readEnvelope<{ booking: { bookingId: string; paid: boolean } | null }>(
      await sandbox.call(`/hotel/book/status?idempotencyKey=${key}&guestUserId=${guestUserId}`),
    );
    expect(status.data.booking).toMatchObject({ bookingId: booking.bookingId, paid: false });
    const asFlight = await readEnvelope<{ booking: unknown }>(
      await sandbox.call(`/flight/book/status?idempotencyKey=${key}&guestUserId=${guestUserId}`),
    );
    expect(asFlight.data.booking).toBeNull();
    const stranger = await readEnvelope<{ booking: unknown }>(
      await sandbox.call(`/hotel/book/status?idempotencyKey=${key}&guestUserId=${randomUUID()}`),
    );
    expect(stranger.data.booking).toBeNull();
    expect(await expectError(await sandbox.call(`/hotel/book/status?idempotencyKey=${key}`), 400)).toBe(
      'guestUserId: Required for a guest booking',
    );
  });

  it('shows the booking to its guest (access token) in their language, and to its user', async () => {
    const { rateToken } = await aRateToken(sandbox);
    const booking = await bookHotel(sandbox, aGuestHotelBookBody(rateToken));
    const path = `/hotel/booking/${booking.bookingId}`;
    const arabic = await readEnvelope<Record<string, unknown> & { stay: { name: string; cityName: string } }>(
      await sandbox.call(`${path}?accessToken=${booking.accessToken}`, { headers: { language: 'ar' } }),
    );
    expect(arabic.data).toMatchObject({
      reference: booking.reference,
      moduleType: 2,
      statusName: 'Pending',
      guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
      specialRequests: 'A quiet room, please',
      arrivalTime: '18:30',
    });
    expect(arabic.data.stay.cityName).toBe('دبي');
    expect(await expectError(await sandbox.call(path), 403)).toBe('You cannot see this booking');
    expect(
      (await sandbox.call(`${path}?accessToken=${booking.accessToken}`, { club: NAKHLA_ID })).status,
    ).toBe(404);
    expect(
      (await sandbox.call(`/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`)).status,
    ).toBe(404);

    const customer = await logIn(sandbox, 'customer@skyline.test');
    const { rateToken: mine } = await aRateToken(sandbox);
    const own = await bookHotel(sandbox, aHotelBookBody(mine), { token: customer.token });
    expect((await sandbox.call(`/hotel/booking/${own.bookingId}`, { token: customer.token })).status).toBe(
      200,
    );
  });

  it('does not show a flight booking at the hotel address', async () => {
    const fareToken = await aFareToken(sandbox, await aFareSource(sandbox, clock));
    const flight = await book(sandbox, aGuestBookBody(fareToken));
    const response = await sandbox.call(
      `/hotel/booking/${flight.bookingId}?accessToken=${flight.accessToken}`,
    );
    expect(await expectError(response, 404)).toBe('Booking not found');
  });
});
