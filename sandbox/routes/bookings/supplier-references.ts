import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  supplierCodes,
  type SupplierCodeKind,
  type SupplierReferencesRecord,
} from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import type { AirlineRef, Offer } from '../../lib/flight-offers/types';
import { eTicketNumber, hotelConfirmationNumber, recordLocator } from '../../lib/supplier/codes';
import type { SupplierReferences } from './schemas';

/**
 * The supplier layer's ticketing: when a booking is confirmed, the airlines on its itinerary each
 * issue a record locator, the validating airline an e-ticket per passenger, and the hotel a
 * confirmation number per room. Every code is allocated from the ledger (`supplier_codes`), whose
 * primary key refuses a code issued before; a refused draw is drawn again.
 */

const ATTEMPTS = 8;

/** Draws codes until the ledger takes one (inside the caller's transaction). */
export async function allocateCode(
  tx: Database,
  bookingId: string,
  kind: SupplierCodeKind,
  draw: () => string,
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = draw();
    // ON CONFLICT DO NOTHING: a taken code does not abort the transaction, it returns no row.
    const [taken] = await tx
      .insert(supplierCodes)
      .values({ kind, code, bookingId })
      .onConflictDoNothing()
      .returning({ code: supplierCodes.code });
    if (taken) return taken.code;
  }
  throw new Error(`No free ${kind} after ${ATTEMPTS} draws`);
}

/** The airlines flying the itinerary's segments, each once, in the order they are flown. */
export function itineraryAirlines(offer: Pick<Offer, 'legs'>): AirlineRef[] {
  const seen = new Map<string, AirlineRef>();
  for (const leg of offer.legs)
    for (const segment of leg.segments)
      if (!seen.has(segment.airline.code)) seen.set(segment.airline.code, segment.airline);
  return [...seen.values()];
}

/** Issues and stores a confirmed booking's references; one that has them keeps them. */
export async function issueSupplierReferences(
  tx: Database,
  booking: BookingRow,
  now: Date,
): Promise<SupplierReferencesRecord> {
  if (booking.supplierReferences) return booking.supplierReferences;
  const record: SupplierReferencesRecord = {
    issuedAt: now.toISOString(),
    recordLocators: [],
    eTickets: [],
    hotelConfirmations: [],
  };
  if (booking.fare && booking.travellers) {
    const offer = booking.fare.offer as unknown as Offer;
    for (const airline of itineraryAirlines(offer)) {
      const locator = await allocateCode(tx, booking.id, 'record_locator', () => recordLocator());
      record.recordLocators.push({ airlineCode: airline.code, locator });
    }
    const validating = offer.validatingAirline.code;
    for (const [travellerIndex] of booking.travellers.entries()) {
      const number = await allocateCode(tx, booking.id, 'e_ticket', () => eTicketNumber(validating));
      record.eTickets.push({ travellerIndex, airlineCode: validating, number });
    }
  }
  if (booking.stay) {
    for (const [roomIndex] of booking.stay.rooms.entries()) {
      const number = await allocateCode(tx, booking.id, 'hotel_confirmation', () =>
        hotelConfirmationNumber(),
      );
      record.hotelConfirmations.push({ roomIndex, number });
    }
  }
  await tx.update(bookings).set({ supplierReferences: record }).where(eq(bookings.id, booking.id));
  return record;
}

/**
 * The references as the booking answers show them: airline names and passenger names from the
 * booking (the offer already in the answer's language), room names from the stay in that language.
 */
export function supplierReferencesOf(
  booking: Pick<BookingRow, 'supplierReferences' | 'travellers'>,
  offer: Pick<Offer, 'legs' | 'validatingAirline'> | null,
  roomNames: readonly string[],
): SupplierReferences | null {
  const record = booking.supplierReferences;
  if (!record) return null;
  const airlines = new Map<string, AirlineRef>();
  if (offer) {
    airlines.set(offer.validatingAirline.code, offer.validatingAirline);
    for (const airline of itineraryAirlines(offer)) airlines.set(airline.code, airline);
  }
  const airline = (code: string): AirlineRef => airlines.get(code) ?? { code, name: code };
  const travellers = booking.travellers ?? [];
  return {
    issuedAt: record.issuedAt,
    recordLocators: record.recordLocators.map(({ airlineCode, locator }) => ({
      airline: airline(airlineCode),
      locator,
    })),
    eTickets: record.eTickets.map(({ travellerIndex, airlineCode, number }) => {
      const traveller = travellers[travellerIndex];
      return {
        travellerIndex,
        passengerName: traveller ? `${traveller.firstName} ${traveller.lastName}` : '',
        airline: airline(airlineCode),
        number,
      };
    }),
    hotelConfirmations: record.hotelConfirmations.map(({ roomIndex, number }) => ({
      roomIndex,
      roomName: roomNames[roomIndex] ?? '',
      number,
    })),
  };
}
