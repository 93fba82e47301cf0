import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { isSoldOut, priceChangeOf, type Occupancy } from '../lib/hotel-inventory';
import type { BookResult } from '../routes/bookings/schemas';
import type { HotelBookBody } from '../routes/hotels/schemas';
import { aKey } from './bookings';
import { readEnvelope, type CallOptions, type TestSandbox } from './sandbox';

/** Test builders for the hotel routes (docs/hotels-contract.md). */

export const DUBAI = { id: 12, countryId: 'AE' } as const;
/** A 3-night stay three weeks after the tests' clock (TEST_NOW, 21 Nov 2026). */
export const A_STAY = { checkIn: '2026-12-10', checkOut: '2026-12-13' } as const;

export const aRoom = (adults = 2, childAges: number[] = []): Occupancy => ({ adults, childAges });

export function aHotelSearchBody(overrides: Record<string, unknown> = {}) {
  return {
    searchType: 'CITY',
    destinationId: DUBAI.id,
    countryId: DUBAI.countryId,
    ...A_STAY,
    rooms: [aRoom()],
    ...overrides,
  };
}

export interface HotelRateView {
  rateId: string;
  refundable: boolean;
  total: number;
  byRoom: ({ total: number } | null)[];
}

export interface HotelDetailsView {
  hotelId: number;
  currency: string;
  nights: number;
  rooms: { roomTypeId: string; rates: HotelRateView[] }[];
  fitsRooms: string[][];
}

export interface StayOptions {
  rooms?: Occupancy[];
  stay?: { checkIn: string; checkOut: string };
  options?: CallOptions;
}

export async function hotelDetails(
  sandbox: TestSandbox,
  hotelId: number,
  { rooms = [aRoom()], stay = A_STAY, options = {} }: StayOptions = {},
): Promise<HotelDetailsView> {
  const response = await sandbox.call('/hotel/details', { ...options, body: { hotelId, ...stay, rooms } });
  const envelope = await readEnvelope<HotelDetailsView>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** For each room, the first rate of a room type that takes it and that the rate check confirms as shown. */
export function confirmedRates(details: HotelDetailsView): string[] {
  return details.fitsRooms.map((fitting) => {
    const rate = details.rooms
      .filter((room) => fitting.includes(room.roomTypeId))
      .flatMap((room) => room.rates)
      .find((candidate) => !isSoldOut(candidate.rateId) && priceChangeOf(candidate.rateId) === 1);
    if (!rate) throw new Error(`no confirmed rate in hotel ${details.hotelId}`);
    return rate.rateId;
  });
}

export interface RateCheckView {
  status: 'CONFIRMED' | 'PRICE_CHANGED' | 'UNAVAILABLE';
  oldPrice: number;
  newPrice: number;
  rateToken: string | null;
  stay: { total: number; rooms: unknown[]; currency: string };
}

export async function rateCheck(
  sandbox: TestSandbox,
  hotelId: number,
  rateIds: string[],
  { rooms = [aRoom()], stay = A_STAY, options = {} }: StayOptions = {},
): Promise<RateCheckView> {
  const response = await sandbox.call('/hotel/rate-check', {
    ...options,
    body: { hotelId, ...stay, rooms, rateIds },
  });
  const envelope = await readEnvelope<RateCheckView>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** A rate token of a confirmed rate of the hotel for the rooms. */
export async function aRateToken(sandbox: TestSandbox, hotelId = 120001, stayOptions: StayOptions = {}) {
  const details = await hotelDetails(sandbox, hotelId, stayOptions);
  const checked = await rateCheck(sandbox, hotelId, confirmedRates(details), stayOptions);
  expect(checked.status).toBe('CONFIRMED');
  return { rateToken: checked.rateToken!, stay: checked.stay };
}

export function aHotelBookBody(
  rateToken: string,
  rooms = 1,
  overrides: Partial<HotelBookBody> = {},
): HotelBookBody {
  return {
    rateToken,
    guests: Array.from({ length: rooms }, (_, i) => ({
      firstName: 'Sara',
      lastName: i === 0 ? 'Haddad' : 'Nasser',
    })),
    contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
    specialRequests: 'A quiet room, please',
    arrivalTime: '18:30',
    ...overrides,
  };
}

export const aGuestHotelBookBody = (rateToken: string, rooms = 1, overrides: Partial<HotelBookBody> = {}) =>
  aHotelBookBody(rateToken, rooms, { guestUserId: randomUUID(), ...overrides });

export function hotelBookCall(
  sandbox: TestSandbox,
  body: unknown,
  key: string | null,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = key === null ? {} : { 'Idempotency-Key': key };
  return sandbox.call('/hotel/book', { ...options, body, headers: { ...headers, ...options.headers } });
}

export async function bookHotel(
  sandbox: TestSandbox,
  body: unknown,
  options: CallOptions = {},
  key = aKey(),
): Promise<BookResult> {
  const response = await hotelBookCall(sandbox, body, key, options);
  const envelope = await readEnvelope<BookResult>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

/** A fresh Pending hotel booking, by a guest or (with a token) a user. */
export async function aPendingHotelBooking(
  sandbox: TestSandbox,
  { token, lastName, stay }: { token?: string; lastName?: string; stay?: StayOptions['stay'] } = {},
): Promise<BookResult> {
  const { rateToken } = await aRateToken(sandbox, 120001, { stay });
  const guests = lastName ? [{ firstName: 'Sara', lastName }] : undefined;
  const body = token
    ? aHotelBookBody(rateToken, 1, guests && { guests })
    : aGuestHotelBookBody(rateToken, 1, guests && { guests });
  return bookHotel(sandbox, body, { token });
}

/** A stay `days` after the clock's today, for tests on the real clock. */
export function aStayAfter(now: Date, days = 30, nights = 3) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(days), checkOut: day(days + nights) };
}
