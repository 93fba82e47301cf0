import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierCodes } from '../../db/schema';
import { aFakeClock } from '../../test-support/auth';
import { aChild, aFareSource, aPendingBooking, aTraveller, anInfant } from '../../test-support/bookings';
import { TEST_NOW, aStartRoutingBody } from '../../test-support/flight-search';
import { aPendingHotelBooking } from '../../test-support/hotels';
import { aCardToken, bookingRow, pay } from '../../test-support/payments';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { TICKET_PREFIXES } from '../../lib/supplier/codes';
import type { BookingDetails, SupplierReferences } from './schemas';
import { allocateCode, issueSupplierReferences } from './supplier-references';

/** References that travel (issue 33): issued at ticketing, stored, unique, in the booking answers. */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

async function payByCard(bookingId: string, accessToken: string, moduleType: 1 | 2) {
  const paymentToken = await aCardToken(sandbox);
  await pay(sandbox, { moduleType, bookingId, accessToken, method: 2, paymentToken }, 201);
}

describe('supplier references', () => {
  it('issues a record locator per airline and an e-ticket per passenger when a flight is paid', async () => {
    const source = await aFareSource(sandbox, clock, aStartRoutingBody({ children: 1, infants: 1 }));
    const travellers = [aTraveller(), aChild(), anInfant()];
    const booking = await aPendingBooking(sandbox, source, { travellers });
    const path = `/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`;

    const before = await readEnvelope<BookingDetails>(await sandbox.call(path));
    expect(before.data.supplierReferences).toBeNull();

    await payByCard(booking.bookingId, booking.accessToken, 1);
    const details = await readEnvelope<BookingDetails>(await sandbox.call(path));
    const references = details.data.supplierReferences as SupplierReferences;
    const airlines = [
      ...new Set(source.offer.legs.flatMap((leg) => leg.segments.map((segment) => segment.airline.code))),
    ];
    expect(references.recordLocators.map((entry) => entry.airline.code)).toEqual(airlines);
    for (const entry of references.recordLocators) expect(entry.locator).toMatch(/^[A-Z2-9]{6}$/);
    const prefix = TICKET_PREFIXES[source.offer.validatingAirline.code]!;
    expect(references.eTickets.map((ticket) => ticket.passengerName)).toEqual([
      'Sara Haddad',
      'Adam Haddad',
      'Lea Haddad',
    ]);
    for (const ticket of references.eTickets) expect(ticket.number).toMatch(new RegExp(`^${prefix}\\d{10}$`));
    expect(new Set(references.eTickets.map((ticket) => ticket.number)).size).toBe(3);
    expect(references.hotelConfirmations).toEqual([]);

    // The same in My bookings' detail, and in the ledger.
    const managed = await readEnvelope<{ booking: BookingDetails }>(
      await sandbox.call(`/my-bookings/${booking.bookingId}?accessToken=${booking.accessToken}`),
    );
    expect(managed.data.booking.supplierReferences).toEqual(references);
    const ledger = await sandbox.database.db
      .select()
      .from(supplierCodes)
      .where(eq(supplierCodes.bookingId, booking.bookingId));
    expect(ledger).toHaveLength(airlines.length + 3);
  });

  it('names the airlines in Arabic for an Arabic answer', async () => {
    const source = await aFareSource(sandbox, clock);
    const booking = await aPendingBooking(sandbox, source);
    await payByCard(booking.bookingId, booking.accessToken, 1);
    const details = await readEnvelope<BookingDetails>(
      await sandbox.call(`/flight/booking/${booking.bookingId}?accessToken=${booking.accessToken}`, {
        headers: { language: 'ar' },
      }),
    );
    const [first] = details.data.supplierReferences!.recordLocators;
    expect(first!.airline.name).toBe(details.data.itinerary.legs[0]!.segments[0]!.airline.name);
  });

  it('issues a confirmation number per room when a hotel stay is paid', async () => {
    const booking = await aPendingHotelBooking(sandbox);
    await payByCard(booking.bookingId, booking.accessToken, 2);
    const details = await readEnvelope<{
      supplierReferences: SupplierReferences;
      stay: { rooms: { roomName: string }[] };
    }>(await sandbox.call(`/hotel/booking/${booking.bookingId}?accessToken=${booking.accessToken}`));
    const { hotelConfirmations, recordLocators, eTickets } = details.data.supplierReferences;
    expect(recordLocators).toEqual([]);
    expect(eTickets).toEqual([]);
    expect(hotelConfirmations).toHaveLength(details.data.stay.rooms.length);
    expect(hotelConfirmations[0]).toMatchObject({
      roomIndex: 0,
      roomName: details.data.stay.rooms[0]!.roomName,
    });
    expect(hotelConfirmations[0]!.number).toMatch(/^[1-9]\d{8}$/);
  });

  it('issues nothing to a booking the hotel refused', async () => {
    const booking = await aPendingHotelBooking(sandbox, { lastName: 'Failhotel' });
    await payByCard(booking.bookingId, booking.accessToken, 2);
    expect((await bookingRow(sandbox, booking.bookingId)).supplierReferences).toBeNull();
  });

  it('never issues a code twice: the ledger refuses a taken code and the next draw is used', async () => {
    const source = await aFareSource(sandbox, clock);
    const first = await aPendingBooking(sandbox, source);
    await payByCard(first.bookingId, first.accessToken, 1);
    const taken = (await bookingRow(sandbox, first.bookingId)).supplierReferences!.eTickets[0]!.number;

    // The database itself refuses the same code for another booking.
    const second = await aPendingBooking(sandbox, source);
    const { db } = sandbox.database;
    await expect(
      db.insert(supplierCodes).values({ kind: 'e_ticket', code: taken, bookingId: second.bookingId }),
    ).rejects.toThrow();
    // And the formats are checked there too.
    await expect(
      db
        .insert(supplierCodes)
        .values({ kind: 'record_locator', code: 'AB01CD', bookingId: second.bookingId }),
    ).rejects.toThrow();

    // A draw that hits a taken code is drawn again, in the same transaction.
    const draws = [taken, '0659999999999'];
    const code = await db.transaction((tx) =>
      allocateCode(tx, second.bookingId, 'e_ticket', () => draws.shift()!),
    );
    expect(code).toBe('0659999999999');
    await expect(
      db.transaction((tx) => allocateCode(tx, second.bookingId, 'e_ticket', () => taken)),
    ).rejects.toThrow(/No free e_ticket/);

    // Issuing keeps what a booking has: a second ticketing changes nothing.
    const row = await bookingRow(sandbox, first.bookingId);
    const again = await db.transaction((tx) => issueSupplierReferences(tx, row, clock.now()));
    expect(again).toEqual(row.supplierReferences);
  });
});
