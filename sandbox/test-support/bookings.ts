import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TravellerRecord } from '../db/schema';
import type { FakeClock } from './auth';
import { readEnvelope, type CallOptions, type TestSandbox } from './sandbox';
import type { Offer } from '../lib/flight-offers';
import { revalidationOutcome } from '../routes/flights/revalidate';
import type { StartRoutingBody } from '../routes/flights/schemas';
import { aStartRoutingBody, pollUntilComplete, startSearch } from './flight-search';
import type { BookBody, BookResult } from '../routes/bookings/schemas';

/** Builders and a client for the booking and payment tests, on top of real searches. */

export function aTraveller(overrides: Partial<TravellerRecord> = {}): TravellerRecord {
  return {
    type: 'ADT',
    firstName: 'Sara',
    lastName: 'Haddad',
    dateOfBirth: '1990-04-12',
    gender: 'F',
    passportNumber: 'N1234567',
    expiryDate: '2031-01-31',
    ...overrides,
  };
}

export const aChild = (overrides: Partial<TravellerRecord> = {}) =>
  aTraveller({ type: 'CHD', firstName: 'Adam', gender: 'M', dateOfBirth: '2018-05-01', ...overrides });

export const anInfant = (overrides: Partial<TravellerRecord> = {}) =>
  aTraveller({ type: 'INF', firstName: 'Lea', dateOfBirth: '2025-06-01', ...overrides });

export function aBookBody(fareToken: string, overrides: Partial<BookBody> = {}): BookBody {
  return {
    fareToken,
    travellers: [aTraveller()],
    contact: { email: 'sara.haddad@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
    ...overrides,
  };
}

export const aGuestBookBody = (fareToken: string, overrides: Partial<BookBody> = {}) =>
  aBookBody(fareToken, { guestUserId: randomUUID(), ...overrides });

export const aKey = () => `test-${randomUUID()}`;

/** A live search of this sandbox and one of its offers that revalidates as CONFIRMED. */
export interface FareSource {
  routingId: string;
  offer: Offer;
}

export async function aFareSource(
  sandbox: TestSandbox,
  clock: FakeClock,
  body: StartRoutingBody = aStartRoutingBody({ tripType: 'Oneway', legs: [aStartRoutingBody().legs[0]!] }),
  wanted: (offer: Offer) => boolean = () => true,
): Promise<FareSource> {
  const { routingId } = await startSearch(sandbox, body);
  const offers = (await pollUntilComplete(sandbox, clock, routingId)).flatMap((answer) => answer.offers);
  const offer = offers.find(
    (candidate) => wanted(candidate) && revalidationOutcome(candidate.offerId).status === 'CONFIRMED',
  );
  if (!offer) throw new Error('no CONFIRMED offer (of the kind wanted) in the search');
  return { routingId, offer };
}

/** A new fareToken for the source's offer (each revalidation gives a new one). */
export async function aFareToken(sandbox: TestSandbox, source: FareSource): Promise<string> {
  const response = await sandbox.call('/flight/revalidate', {
    body: { routingId: source.routingId, offerId: source.offer.offerId },
  });
  const envelope = await readEnvelope<{ fareToken: string }>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data.fareToken;
}

export function bookCall(sandbox: TestSandbox, body: unknown, key: string | null, options: CallOptions = {}) {
  const headers: Record<string, string> = key === null ? {} : { 'Idempotency-Key': key };
  return sandbox.call('/flight/book', { ...options, body, headers: { ...headers, ...options.headers } });
}

/** Books and expects 201. */
export async function book(
  sandbox: TestSandbox,
  body: unknown,
  options: CallOptions = {},
  key = aKey(),
): Promise<BookResult> {
  const response = await bookCall(sandbox, body, key, options);
  const envelope = await readEnvelope<BookResult>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

/** A fresh Pending booking of the source's offer, by a guest or (with a token) a user. */
export async function aPendingBooking(
  sandbox: TestSandbox,
  source: FareSource,
  { token, travellers }: { token?: string; travellers?: TravellerRecord[] } = {},
): Promise<BookResult> {
  const fareToken = await aFareToken(sandbox, source);
  const body = token
    ? aBookBody(fareToken, travellers && { travellers })
    : aGuestBookBody(fareToken, travellers && { travellers });
  return book(sandbox, body, { token });
}
