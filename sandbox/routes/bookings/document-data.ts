import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import {
  AGENT_APPROVAL,
  BOOKING_STATUS,
  MODULE_TYPE,
  USER_TYPE,
  agentApplications,
  agentLogos,
  clubs,
  currencies,
  users,
  type payments,
  type refunds,
} from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import {
  labelsFor,
  type BookingDocument,
  type Branding,
  type DocumentLanguage,
  type TaxIdLabel,
} from '../../lib/documents';
import { fileOfRow, type FileStore } from '../../lib/storage';
import { bookingDetails, hotelDetails } from './details';
import { clubNameIn } from '../../lib/clubs';
import { fareBrandIn } from '../../lib/flight-offers/fares';

/**
 * Gathers what a booking's documents print: the booking in the document's language, the club as
 * the seller, and the branding on top — an approved agent's logo and colours when the booking was
 * made by that agent, a sub-agent or a staff user of theirs; the club's otherwise.
 */

/** A booking with its payment and refund (as manage.ts settles them). */
export interface DocumentSource {
  booking: BookingRow;
  payment: typeof payments.$inferSelect | null;
  refund: typeof refunds.$inferSelect | null;
}

async function decimalsOf(db: Database, code: string): Promise<number> {
  const [currency] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return currency?.decimals ?? 2;
}

interface ClubInfo {
  branding: Branding;
  issuer: BookingDocument['issuer'];
  taxIdLabel: TaxIdLabel;
  showHijri: boolean;
}

async function clubInfo(db: Database, clubId: number, language: DocumentLanguage): Promise<ClubInfo> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) throw new Error(`Club ${clubId} disappeared`);
  return {
    branding: {
      name: clubNameIn(club, language),
      primary: club.colorSchema.primary['100'],
      secondary: club.colorSchema.secondary['100'],
      logo: null,
    },
    issuer: {
      name: clubNameIn(club, language),
      address: language === 'ar' ? club.addressAr || club.addressEn : club.addressEn,
      email: club.supportEmail,
      phone: club.supportPhone,
    },
    taxIdLabel: club.taxIdLabel,
    showHijri: club.showHijri,
  };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The approved agent behind `userId` (the agent, or the agent of a sub-agent or staff user). */
async function agentOf(db: Database, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ id: users.id, userType: users.userType, parentAgentId: users.parentAgentId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const agentId =
    user.userType === USER_TYPE.AGENT
      ? user.id
      : user.userType === USER_TYPE.SUB_AGENT || user.userType === USER_TYPE.STAFF_USER
        ? user.parentAgentId
        : null;
  if (agentId === null) return null;
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.agentApproval, AGENT_APPROVAL.APPROVED)))
    .limit(1);
  return agent?.id ?? null;
}

/** An approved agent's branding, when they have a logo and both colours; else null. */
export async function agentBranding(
  db: Database,
  store: FileStore,
  userId: number | null,
): Promise<Branding | null> {
  const agentId = await agentOf(db, userId);
  if (agentId === null) return null;
  const [application] = await db
    .select({
      companyName: agentApplications.companyName,
      primary: agentApplications.primaryColor,
      secondary: agentApplications.secondaryColor,
    })
    .from(agentApplications)
    .where(eq(agentApplications.userId, agentId))
    .limit(1);
  const [logo] = await db
    .select({
      storageKey: agentLogos.storageKey,
      content: agentLogos.content,
      contentType: agentLogos.contentType,
    })
    .from(agentLogos)
    .where(eq(agentLogos.agentId, agentId))
    .limit(1);
  const { primary, secondary } = application ?? {};
  if (!application || !logo || !primary || !secondary || !HEX.test(primary) || !HEX.test(secondary))
    return null;
  const bytes = await fileOfRow(store, logo);
  if (!bytes) return null;
  // PDFs take PNG and JPEG; a WebP logo is converted.
  const image = logo.contentType === 'image/webp' ? await sharp(bytes).png().toBuffer() : bytes;
  return { name: application.companyName ?? '', primary, secondary, logo: image };
}

interface PriceLine {
  type: string;
  count: number;
  perPassenger: number;
  taxes: number;
}

/**
 * Who the invoice is billed to: the account holder of a signed-in booking, else the first traveller
 * or guest named on it (a guest booking has no account).
 */
async function billedToName(db: Database, booking: BookingRow): Promise<string> {
  if (booking.userId !== null) {
    const [user] = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, booking.userId))
      .limit(1);
    if (user?.fullName) return user.fullName;
  }
  const [first] =
    booking.moduleType === MODULE_TYPE.Hotel ? (booking.stay?.guests ?? []) : (booking.travellers ?? []);
  return first ? `${first.firstName} ${first.lastName}` : '';
}

const CANCELLED: number[] = [BOOKING_STATUS.Cancelled, BOOKING_STATUS.CancelRequested];

/** A settled booking as its documents print it, in `language`. */
export async function documentOf(
  db: Database,
  clubId: number,
  { booking, payment, refund }: DocumentSource,
  language: DocumentLanguage,
  /** Where the agent's logo is (lib/storage). */
  store: FileStore,
): Promise<BookingDocument> {
  const t = labelsFor(language);
  const club = await clubInfo(db, clubId, language);
  const branding = (await agentBranding(db, store, booking.userId)) ?? club.branding;
  const { contact, companyTax } = booking;
  const common = {
    language,
    showHijri: club.showHijri,
    branding,
    cancelled: CANCELLED.includes(booking.status),
    issuer: club.issuer,
    reference: booking.reference,
    bookedAt: booking.createdAt.toISOString(),
    currency: booking.currency,
    decimals: await decimalsOf(db, booking.currency),
    amount: Number(booking.amount),
    cardLast4: payment?.cardLast4 ?? null,
    paidAt: payment ? payment.createdAt.toISOString() : null,
    contact: {
      name: await billedToName(db, booking),
      email: contact.email,
      phone: `${contact.phoneCountryCode} ${contact.phoneNumber}`,
    },
    company:
      companyTax?.gstNumber && companyTax.companyName && companyTax.registrationNo
        ? {
            name: companyTax.companyName,
            registrationNo: companyTax.registrationNo,
            taxIdLabel: club.taxIdLabel,
          }
        : null,
  };
  if (booking.moduleType === MODULE_TYPE.Hotel) {
    const details = hotelDetails(booking, payment, refund, language);
    const { stay } = details;
    return {
      ...common,
      module: 'hotel',
      statusName: details.statusName,
      paymentMethodName: details.paymentMethodName,
      lines: stay.rooms.map((room) => ({
        description: t.roomLine(room.roomName, stay.nights),
        quantity: 1,
        unitPrice: room.base,
        taxes: room.taxes,
        fees: room.fees,
      })),
      hotel: {
        name: stay.name,
        address: stay.address,
        city: stay.cityName,
        country: stay.countryName,
        stars: stay.stars,
      },
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      checkInFrom: stay.checkInFrom,
      checkOutUntil: stay.checkOutUntil,
      rooms: stay.rooms.map((room, index) => ({
        name: room.roomName,
        confirmationNumber:
          details.supplierReferences?.hotelConfirmations.find((entry) => entry.roomIndex === index)?.number ??
          null,
        board: room.board,
        adults: room.adults,
        children: room.childAges.length,
        cancellation: room.cancellation && {
          freeUntil: room.cancellation.freeUntil,
          penaltyText: room.cancellation.penaltyText,
        },
      })),
      guests: details.guests.map((guest) => `${guest.firstName} ${guest.lastName}`),
      specialRequests: details.specialRequests,
      arrivalTime: details.arrivalTime,
    };
  }
  const details = bookingDetails(booking, payment, refund, language);
  const lines = details.fare.priceBreakdown as PriceLine[];
  return {
    ...common,
    module: 'flight',
    statusName: details.statusName,
    paymentMethodName: details.paymentMethodName,
    lines: lines.map((line) => ({
      description: t.fareLine(t.passengerTypes[line.type] ?? line.type),
      quantity: line.count,
      unitPrice: line.perPassenger,
      taxes: line.taxes,
      fees: 0,
    })),
    tripType: details.tripType,
    cabin: details.cabin,
    fareBrand: fareBrandIn(details.fare.fareBrand, language),
    refundable: details.fare.refundable,
    baggage: details.fare.baggage,
    validatingAirline: details.fare.validatingAirline.name,
    segments: details.itinerary.legs.flatMap((leg) =>
      leg.segments.map((segment) => ({
        flightNumber: segment.flightNumber,
        airline: segment.airline.name,
        origin: segment.origin,
        destination: segment.destination,
        departure: segment.departure,
        arrival: segment.arrival,
        aircraft: segment.aircraft,
      })),
    ),
    recordLocators: (details.supplierReferences?.recordLocators ?? []).map((entry) => ({
      airline: entry.airline.name,
      locator: entry.locator,
    })),
    travellers: details.travellers.map((traveller, index) => ({
      type: traveller.type,
      name: `${traveller.firstName} ${traveller.lastName}`,
      passport: traveller.passportNumber,
      eTicket:
        details.supplierReferences?.eTickets.find((ticket) => ticket.travellerIndex === index)?.number ??
        null,
    })),
  };
}
