import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  BOOKING_STATUS,
  MODULE_TYPE,
  bookingStatusHistory,
  bookings,
  payments,
  refunds,
  type BookingStatus,
  type CompanyTaxRecord,
  type ContactRecord,
  type FareSnapshot,
  type StaySnapshot,
  type TravellerRecord,
  USER_TYPE,
  type UserType,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { IDEMPOTENCY_MISMATCH_MESSAGE, requestHash } from '../../lib/idempotency';
import type { StoredFare } from '../flights/repository';
import {
  BOOKING_FORBIDDEN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  accessTokenFor,
  idempotencyScope,
  accessTokenHash,
  mayAccessBooking,
  newAccessSalt,
  type BookingRow,
} from '../../lib/booking-access';
import type { AppEnv } from '../../lib/app-env';
import { optionalUser } from '../../lib/auth';
import { GUEST_ID_REQUIRED_MESSAGE } from './messages';
import type { BookResult } from './schemas';
import { mailLanguage } from '../../lib/mail/content';
import { enqueueMail } from '../../lib/mail/outbox';
import type { OutboxMessage } from '../../db/schema';

// Other resource folders reach the booking's details and ticketing through this repository
// (sandbox/structure.test.ts).
export { hotelDetails } from './details';
export { issueSupplierReferences } from './supplier-references';

/** Unambiguous: no 0/O, no 1/I. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_ATTEMPTS = 5;

export function newReference(): string {
  let reference = '';
  for (let i = 0; i < 6; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

export interface NewBooking {
  clubId: number;
  userId: number | null;
  guestUserId: string | null;
  idempotencyScope: string;
  idempotencyKey: string;
  requestHash: string;
  fare: StoredFare;
  travellers: TravellerRecord[];
  contact: ContactRecord;
  companyTax: CompanyTaxRecord | null;
}

export interface BookingOutcome {
  result: BookResult;
  /** True when the key had already made this booking: nothing new was stored. */
  replayed: boolean;
}

function resultOf(booking: BookingRow, secret: Uint8Array): BookResult {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    moduleType: booking.moduleType,
    status: booking.status,
    amount: Number(booking.amount),
    currency: booking.currency,
    accessToken: accessTokenFor(secret, booking.id, booking.accessTokenSalt),
  };
}

async function findByIdempotencyKey(
  db: Database,
  clubId: number,
  scope: string,
  key: string,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.clubId, clubId),
        eq(bookings.idempotencyScope, scope),
        eq(bookings.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

function replayOf(existing: BookingRow, requestHash: string, secret: Uint8Array): BookingOutcome {
  if (existing.requestHash !== requestHash) throw new ApiError(409, IDEMPOTENCY_MISMATCH_MESSAGE);
  return { result: resultOf(existing, secret), replayed: true };
}

/** The booking this caller's key already made, if any (409 when it was made from another body). */
export async function replayBooking(
  db: Database,
  clubId: number,
  scope: string,
  key: string,
  hash: string,
  secret: Uint8Array,
): Promise<BookingOutcome | null> {
  const existing = await findByIdempotencyKey(db, clubId, scope, key);
  return existing ? replayOf(existing, hash, secret) : null;
}

/** What every module's booking body carries besides what it books. */
interface BookingRequest {
  guestUserId?: string;
  contact: ContactRecord;
  companyTax?: { gstNumber: boolean; companyName?: string; registrationNo?: string } | null;
}

/**
 * What every module's booking call does before its own part: a guest names the id it books under;
 * the caller's scope, the `Idempotency-Key` and the body's hash key the booking, and a retry is
 * answered with the booking that key made (`earlier`), even once what it booked has expired.
 * `owner` is the new booking's owner, key and contact (a company's name and number kept only with
 * a GST number).
 */
export async function openBooking(c: Context<AppEnv>, body: BookingRequest, key: string) {
  const session = await optionalUser(c);
  if (!session && !body.guestUserId) throw new ApiError(400, GUEST_ID_REQUIRED_MESSAGE);
  const { clubId, db, services } = c.var;
  const scope = idempotencyScope(session, body.guestUserId);
  const hash = requestHash(body);
  const earlier = await replayBooking(db, clubId, scope, key, hash, services.jwtKey);
  const tax = body.companyTax;
  const owner: BookingOwner = {
    clubId,
    userId: session?.user.id ?? null,
    guestUserId: session ? null : (body.guestUserId ?? null),
    idempotencyScope: scope,
    idempotencyKey: key,
    requestHash: hash,
    contact: body.contact,
    companyTax: tax
      ? {
          gstNumber: tax.gstNumber,
          companyName: tax.gstNumber ? (tax.companyName ?? null) : null,
          registrationNo: tax.gstNumber ? (tax.registrationNo ?? null) : null,
        }
      : null,
  };
  return { earlier, owner };
}

/** What a booking holds besides its owner and key: a flight's fare and travellers, or a hotel stay. */
type BookingContent =
  | { moduleType: typeof MODULE_TYPE.Flight; fare: FareSnapshot; travellers: TravellerRecord[] }
  | { moduleType: typeof MODULE_TYPE.Hotel; stay: StaySnapshot };

export type BookingOwner = Omit<NewBooking, 'fare' | 'travellers'>;

/**
 * Stores a Pending booking, once per Idempotency-Key: of simultaneous requests with one key, one
 * insert wins and the others (waiting on the unique index) find its row and answer it.
 */
async function insertBooking(
  db: Database,
  booking: BookingOwner,
  content: BookingContent,
  price: { amount: number; currency: string },
  secret: Uint8Array,
): Promise<BookingOutcome> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const id = randomUUID();
      const salt = newAccessSalt();
      const [created] = await tx
        .insert(bookings)
        .values({
          id,
          clubId: booking.clubId,
          userId: booking.userId,
          guestUserId: booking.guestUserId,
          accessTokenHash: accessTokenHash(accessTokenFor(secret, id, salt)),
          accessTokenSalt: salt,
          reference: newReference(),
          moduleType: content.moduleType,
          status: BOOKING_STATUS.Pending,
          amount: price.amount.toFixed(3),
          currency: price.currency,
          ...(content.moduleType === MODULE_TYPE.Flight
            ? { fare: content.fare, travellers: content.travellers }
            : { stay: content.stay }),
          contact: booking.contact,
          companyTax: booking.companyTax,
          idempotencyScope: booking.idempotencyScope,
          idempotencyKey: booking.idempotencyKey,
          requestHash: booking.requestHash,
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await recordStatus(tx, created.id, BOOKING_STATUS.Pending, 'Booked');
        return { result: resultOf(created, secret), replayed: false };
      }
      // Either the key was used meanwhile, or (very rarely) the reference was taken: try again.
      const existing = await findByIdempotencyKey(
        tx,
        booking.clubId,
        booking.idempotencyScope,
        booking.idempotencyKey,
      );
      if (existing) return replayOf(existing, booking.requestHash, secret);
    }
    throw new Error('could not find a free booking reference');
  });
}

/** A flight booking at the revalidated fare's price. */
export async function createBooking(
  db: Database,
  booking: NewBooking,
  secret: Uint8Array,
): Promise<BookingOutcome> {
  const { fare, travellers, ...owner } = booking;
  const snapshot: FareSnapshot = {
    routingId: fare.routingId,
    tripType: fare.tripType,
    cabin: fare.cabin,
    passengers: fare.passengers,
    offer: fare.offer as unknown as FareSnapshot['offer'],
  };
  return insertBooking(
    db,
    owner,
    { moduleType: MODULE_TYPE.Flight, fare: snapshot, travellers },
    { amount: fare.totalPrice, currency: fare.currency },
    secret,
  );
}

/** A hotel booking at the checked rates' price (the stay's total). */
export async function createHotelBooking(
  db: Database,
  booking: BookingOwner,
  stay: StaySnapshot,
  price: { amount: number; currency: string },
  secret: Uint8Array,
): Promise<BookingOutcome> {
  return insertBooking(db, booking, { moduleType: MODULE_TYPE.Hotel, stay }, price, secret);
}

/** Adds a row to the booking's status history; call it in the transaction that changes the status. */
export async function recordStatus(
  tx: Database,
  bookingId: string,
  status: BookingStatus,
  note: string | null,
  at?: Date,
): Promise<void> {
  await tx.insert(bookingStatusHistory).values({ bookingId, status, note, ...(at ? { createdAt: at } : {}) });
}

export async function findBooking(
  db: Database,
  clubId: number,
  bookingId: string,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clubId, clubId)))
    .limit(1);
  return row ?? null;
}

/** The same, with the row locked until the transaction ends (payments). */
export async function lockBooking(
  tx: Database,
  clubId: number,
  bookingId: string,
): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clubId, clubId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The successful payment of a booking and its refund, for the booking details. */
export async function paymentSummaryOf(db: Database, bookingId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return { payment: null, refund: null };
  const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id)).limit(1);
  return { payment, refund: refund ?? null };
}

/** The accounts whose own bookings are listed in My bookings (agent-type users have none). */
const CUSTOMER_TYPES: readonly UserType[] = [USER_TYPE.USER, USER_TYPE.REGISTERED];

export interface ClaimingUser {
  id: number;
  clubId: number;
  userType: UserType;
  /** Stored lower-cased. */
  email: string;
  emailVerified: boolean;
}

/**
 * A customer's guest bookings become theirs: bookings of the user's club made without a login
 * (no user) whose contact e-mail is the user's, case aside. Only once the user has proved the
 * address with a code (`emailVerified`): an unverified account never sees a booking of an address
 * it may not own. The guest's own ways in (the booking's access token, Manage booking) keep
 * working. Answers how many bookings were claimed.
 */
export async function claimGuestBookings(db: Database, user: ClaimingUser, now: Date): Promise<number> {
  if (!user.emailVerified || !CUSTOMER_TYPES.includes(user.userType)) return 0;
  const claimed = await db
    .update(bookings)
    .set({ userId: user.id, updatedAt: now })
    .where(
      and(
        eq(bookings.clubId, user.clubId),
        isNull(bookings.userId),
        sql`lower(${bookings.contact}->>'email') = ${user.email.toLowerCase()}`,
      ),
    )
    .returning({ id: bookings.id });
  return claimed.length;
}

type BookingEvent = Extract<OutboxMessage, { type: 'booking' }>['kind'];

export interface BookingMailEvent {
  clubId: number;
  bookingId: string;
  /** The booking's contact e-mail, where the mail goes. */
  to: string;
  kind: BookingEvent;
  /** The request's language: the mail is written in it. */
  language: string | undefined;
  /** For a refund: the refund and its new status (issued, settled), which name the event. */
  refund?: { id: string; status: number };
}

/**
 * Writes a booking's mail into the outbox with `tx`, the transaction that makes the change: the
 * mail exists if and only if the change does. One event, one key: paying twice, a retried request or
 * two reads settling one refund write it once.
 */
export async function enqueueBookingMail(tx: Database, event: BookingMailEvent): Promise<void> {
  const key =
    event.kind === 'refund' && event.refund
      ? `booking:${event.bookingId}:refund:${event.refund.id}:${event.refund.status}`
      : `booking:${event.bookingId}:${event.kind}`;
  await enqueueMail(tx, {
    key,
    clubId: event.clubId,
    kind: `booking.${event.kind}`,
    to: event.to,
    language: mailLanguage(event.language),
    message: {
      type: 'booking',
      bookingId: event.bookingId,
      kind: event.kind,
      refundStatus: event.refund?.status ?? null,
    },
  });
}

/**
 * Here, in the repository, because both modules' routes read it (a resource folder reaches another
 * only through its repository or schemas: sandbox/structure.test.ts).
 *
 * `GET /flight/booking/{bookingId}` and `GET /hotel/booking/{bookingId}`: the module's booking that
 * the visitor may read (its signed-in owner, or anyone holding its access token), with its payment
 * and refund. Another module's booking is a 404 (it is read at its own path); someone else's, a 403.
 */
export async function readableBooking(
  c: Context<AppEnv>,
  moduleType: number,
  { bookingId }: { bookingId: string },
  { accessToken }: { accessToken?: string },
) {
  const session = await optionalUser(c);
  const booking = await findBooking(c.var.db, c.var.clubId, bookingId);
  if (!booking || booking.moduleType !== moduleType) throw new ApiError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (!(await mayAccessBooking(c.var.db, booking, session, accessToken)))
    throw new ApiError(403, BOOKING_FORBIDDEN_MESSAGE);
  const { payment, refund } = await paymentSummaryOf(c.var.db, booking.id);
  return { booking, payment, refund };
}
