import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { aFakeClock, logIn } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { aStartRoutingBody, TEST_NOW } from '../../test-support/flight-search';
import type { BookResult } from './schemas';
import {
  aBookBody,
  aChild,
  aFareSource,
  aFareToken,
  aGuestBookBody,
  aKey,
  aTraveller,
  anInfant,
  book,
  bookCall,
  type FareSource,
} from '../../test-support/bookings';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
});
afterAll(() => sandbox.close());

const bookingRows = async (key: string) => {
  const [row] = await sandbox.database.db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  return row?.n ?? 0;
};

describe('POST /flight/book', () => {
  it('books a guest Pending at the fare price with a 6-character reference', async () => {
    const data = await book(sandbox, aGuestBookBody(await aFareToken(sandbox, source)));

    expect(data).toMatchObject({
      status: 2,
      moduleType: 1,
      amount: source.offer.totalPrice,
      currency: 'USD',
    });
    expect(data.reference).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(data.accessToken).toMatch(/^[\w-]{43}$/);
    const [row] = await sandbox.database.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(row).toMatchObject({ userId: null, status: 2, amount: source.offer.totalPrice.toFixed(3) });
    expect(JSON.stringify(row)).not.toContain(data.accessToken);
  });

  it('books for the logged-in user', async () => {
    const { token, user } = await logIn(sandbox, 'customer@skyline.test');
    const data = await book(sandbox, aBookBody(await aFareToken(sandbox, source)), { token });
    const [row] = await sandbox.database.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(row).toMatchObject({ userId: user.id, guestUserId: null });
  });

  it('needs an Idempotency-Key', async () => {
    const body = aGuestBookBody(await aFareToken(sandbox, source));
    expect(await expectError(await bookCall(sandbox, body, null), 400)).toMatch(/^idempotency-key: /);
    expect(await expectError(await bookCall(sandbox, body, 'short'), 400)).toMatch(/^idempotency-key: /);
  });

  it('needs a guestUserId without a login, and a valid token when one is sent', async () => {
    const body = aBookBody(await aFareToken(sandbox, source));
    expect(await expectError(await bookCall(sandbox, body, aKey()), 400)).toMatch(/^guestUserId: /);
    expect((await bookCall(sandbox, body, aKey(), { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers a repeated key with the same booking, and refuses it for another body', async () => {
    const key = aKey();
    const body = aGuestBookBody(await aFareToken(sandbox, source));
    const first = await book(sandbox, body, {}, key);
    const again = await bookCall(sandbox, body, key);

    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await readEnvelope<BookResult>(again)).data).toEqual(first);
    const changed = { ...body, contact: { ...body.contact, phoneNumber: '509999999' } };
    expect(await expectError(await bookCall(sandbox, changed, key), 409)).toBe(
      'This Idempotency-Key was used for a different request',
    );
    expect(await bookingRows(key)).toBe(1);
  });

  it('makes exactly one booking of 50 simultaneous requests with one key', async () => {
    const key = aKey();
    const body = aGuestBookBody(await aFareToken(sandbox, source));
    const responses = await Promise.all(Array.from({ length: 50 }, () => bookCall(sandbox, body, key)));
    const statuses = responses.map((response) => response.status);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => (await readEnvelope<BookResult>(r)).data.bookingId)),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    expect(ids.size).toBe(1);
    expect(await bookingRows(key)).toBe(1);
  });

  it('keeps keys apart per caller: the same key from two guests makes two bookings', async () => {
    const key = aKey();
    const fareToken = await aFareToken(sandbox, source);
    const first = await book(sandbox, aGuestBookBody(fareToken), {}, key);
    const second = await book(sandbox, aGuestBookBody(fareToken), {}, key);
    expect(second.bookingId).not.toBe(first.bookingId);
  });

  it('answers 410 with sessionTimeout for an unknown fare or another club’s', async () => {
    const body = aGuestBookBody('no-such-fare');
    const response = await bookCall(sandbox, body, aKey());
    expect(response.status).toBe(410);
    expect((await readEnvelope(response)).data).toEqual({ sessionTimeout: true });
    const skylineFare = aGuestBookBody(await aFareToken(sandbox, source));
    expect((await bookCall(sandbox, skylineFare, aKey(), { club: NAKHLA_ID })).status).toBe(410);
  });
});

describe('traveller validation (400 naming the field)', () => {
  const refused = async (overrides: Parameters<typeof aGuestBookBody>[1]) => {
    const body = aGuestBookBody(await aFareToken(sandbox, source), overrides);
    return expectError(await bookCall(sandbox, body, aKey()), 400);
  };

  it('refuses a passenger mix other than the fare’s', async () => {
    expect(await refused({ travellers: [aTraveller(), aTraveller()] })).toBe(
      'travellers: the fare is for 1 ADT; got 2 ADT',
    );
    expect(await refused({ travellers: [aChild()] })).toMatch(
      /^travellers: the fare is for 1 ADT; got 1 CHD/,
    );
  });

  it('refuses a date of birth that does not fit the type on the travel date, or is in the future', async () => {
    expect(await refused({ travellers: [aTraveller({ dateOfBirth: '2016-01-01' })] })).toMatch(
      /^travellers\.0\.dateOfBirth: an adult \(ADT\) must be 12 or older on 2026-12-0\d$/,
    );
    expect(await refused({ travellers: [aTraveller({ dateOfBirth: '2027-01-01' })] })).toBe(
      'travellers.0.dateOfBirth: must not be in the future',
    );
    expect(await refused({ travellers: [aTraveller({ dateOfBirth: '1990-02-30' })] })).toBe(
      'travellers.0.dateOfBirth: must be a real calendar date',
    );
  });

  it('refuses a passport number off the pattern, and an expiry in the past or before travel', async () => {
    expect(await refused({ travellers: [aTraveller({ passportNumber: 'ABCDEFG' })] })).toMatch(
      /^travellers\.0\.passportNumber: valid passport/,
    );
    expect(await refused({ travellers: [aTraveller({ passportNumber: 'A12' })] })).toMatch(
      /^travellers\.0\.passportNumber: /,
    );
    expect(await refused({ travellers: [aTraveller({ expiryDate: '2026-11-20' })] })).toBe(
      'travellers.0.expiryDate: the passport has expired',
    );
    expect(await refused({ travellers: [aTraveller({ expiryDate: '2026-11-25' })] })).toMatch(
      /^travellers\.0\.expiryDate: the passport must be valid on the travel date 2026-12-0\d$/,
    );
  });

  it('refuses names that are not letters, a bad email and a short phone number', async () => {
    expect(await refused({ travellers: [aTraveller({ firstName: 'S4ra' })] })).toMatch(
      /^travellers\.0\.firstName: valid name/,
    );
    const contact = { email: 'sara@example', phoneCountryCode: '+971', phoneNumber: '12345' };
    const message = await refused({ contact });
    expect(message).toContain('contact.email: ');
    expect(message).toContain('contact.phoneNumber: ');
  });

  it('accepts Unicode names and requires the company fields only with a GST number', async () => {
    const fareToken = await aFareToken(sandbox, source);
    const arabic = aTraveller({ firstName: 'نورة', lastName: 'العتيبي' });
    await book(
      sandbox,
      aGuestBookBody(fareToken, { travellers: [arabic], companyTax: { gstNumber: false } }),
    );
    expect(await refused({ companyTax: { gstNumber: true, companyName: 'Skyline' } })).toBe(
      'companyTax.registrationNo: Required',
    );
  });

  it('checks each type against a fare with children and infants', async () => {
    const family = await aFareSource(sandbox, clock, {
      ...aStartRoutingBody({ tripType: 'Oneway', legs: [aStartRoutingBody().legs[0]!] }),
      adults: 1,
      children: 1,
      infants: 1,
    });
    const fareToken = await aFareToken(sandbox, family);
    const travellers = [aTraveller(), aChild(), anInfant()];
    await book(sandbox, aGuestBookBody(fareToken, { travellers }));
    const tooOld = [aTraveller(), aChild(), anInfant({ dateOfBirth: '2024-06-01' })];
    const body = aGuestBookBody(fareToken, { travellers: tooOld });
    expect(await expectError(await bookCall(sandbox, body, aKey()), 400)).toMatch(
      /^travellers\.2\.dateOfBirth: an infant \(INF\) must be under 2/,
    );
  });
});

describe('an expired fare', () => {
  it('answers 410, but a retry of a booking made in time still answers the booking', async () => {
    const key = aKey();
    const body = aGuestBookBody(await aFareToken(sandbox, source));
    const first = await book(sandbox, body, {}, key);
    const late = aGuestBookBody(await aFareToken(sandbox, source));
    clock.advance(21 * 60_000);

    const expired = await bookCall(sandbox, late, aKey());
    expect(expired.status).toBe(410);
    expect((await readEnvelope(expired)).data).toEqual({ sessionTimeout: true });
    const retry = await bookCall(sandbox, body, key);
    expect(retry.status).toBe(200);
    expect((await readEnvelope<BookResult>(retry)).data.bookingId).toBe(first.bookingId);
  });
});
