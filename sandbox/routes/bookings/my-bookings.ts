import { createRoute } from '@hono/zod-openapi';
import { BOOKING_STATUS, MODULE_TYPE, REFUND_STATUS, type ModuleType } from '../../db/schema';
import { optionalUser, sessionOf } from '../../lib/auth';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { bookingDetails, bookingHeadline, enumName, hotelDetails } from './details';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import {
  cancelBooking,
  historyOf,
  listBookings,
  quoteFor,
  settledBookingFor,
  type BookingPass,
  type Settled,
} from './manage';
import { bookingOfSession } from './manage-access';
import { claimGuestBookings } from './repository';
import type { Database } from '../../db/client';
import {
  BookingListQuerySchema,
  BookingListSchema,
  CancelBodySchema,
  AnyManagedBookingSchema,
  ManageQuerySchema,
  RefundQuoteSchema,
  type BookingListItem,
  type ManagedBooking,
  type ManagedHotelBooking,
} from './my-bookings-schemas';
import { BookingParamsSchema } from './schemas';

const list = createRoute({
  ...access.user,
  method: 'get',
  path: '/my-bookings',
  tags: ['My bookings'],
  summary: 'The signed-in user’s own bookings: one tab of one module, a page, and every tab’s count',
  description:
    'Only the caller’s own bookings (an agent’s sub-agents’ bookings are not listed here). Reading ' +
    'settles what the clock has decided first: Confirmed bookings whose travel date has passed become ' +
    'Completed, and Pending refunds older than the settling time become Refunded or Failed. A ' +
    'customer with a verified e-mail first gets the club’s guest bookings made with that e-mail.',
  request: { headers: siteHeaders, query: BookingListQuerySchema },
  responses: { 200: jsonEnvelope(BookingListSchema, 'The page'), ...errorResponses(400, 401, 403, 500) },
});

const detail = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/my-bookings/{bookingId}',
  tags: ['My bookings'],
  summary: 'A booking with its status history and what cancelling it would give back now',
  description:
    'A flight booking as `GET /flight/booking/{id}`, a hotel booking as `GET /hotel/booking/{id}`. ' +
    'For its user (or their agent), with the booking’s `accessToken` or with a Manage booking ' +
    'session token for it (POST /manage-booking/session) as `accessToken`. Anyone else, and a booking ' +
    'of another club, gets 404 — never 403, which would confirm that the booking exists.',
  request: { headers: siteHeaders, params: BookingParamsSchema, query: ManageQuerySchema },
  responses: {
    200: jsonEnvelope(AnyManagedBookingSchema, 'The booking'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const quote = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/my-bookings/{bookingId}/refund-quote',
  tags: ['My bookings'],
  summary: 'What cancelling the booking now gives back (or why it cannot be cancelled)',
  request: { headers: siteHeaders, params: BookingParamsSchema, query: ManageQuerySchema },
  responses: {
    200: jsonEnvelope(RefundQuoteSchema, 'The quote'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const cancel = createRoute({
  ...access.userOptional,
  method: 'post',
  path: '/my-bookings/{bookingId}/cancel',
  tags: ['My bookings'],
  summary: 'Cancel a Confirmed booking with a reason; the refund of the quote follows',
  description:
    'Confirmed → CancelRequested → Cancelled in one transaction (the sandbox’s airline accepts at ' +
    'once), with a history row for each. A refundable fare is refunded the quote’s refundAmount: a ' +
    'wallet or points payment at once (Refunded), a card, UPI or net-banking payment Pending until it ' +
    'settles. A booking that cannot be cancelled (already cancelled, completed, failed, departed, not ' +
    'paid) gets 409 with the reason; `expectedRefund` different from the quote now gets 409 too.',
  request: {
    headers: siteHeaders,
    params: BookingParamsSchema,
    body: { required: true, content: { 'application/json': { schema: CancelBodySchema } } },
  },
  responses: {
    200: jsonEnvelope(AnyManagedBookingSchema, 'The cancelled booking'),
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
});

interface ListLeg {
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
}

interface StayRoom {
  adults: number;
  childAges: number[];
}

function listItemOf({ booking, refund }: Settled, language: string | undefined): BookingListItem {
  const common = {
    ...bookingHeadline(booking),
    createdAt: booking.createdAt.toISOString(),
    refund: refund && {
      status: refund.status,
      statusName: enumName(REFUND_STATUS, refund.status) ?? String(refund.status),
      amount: Number(refund.amount),
      currency: refund.currency,
    },
  };
  const { fare, travellers, stay } = booking;
  if (stay) {
    const texts = language === 'ar' ? stay.ar : stay.en;
    const rooms = texts.rooms as unknown as StayRoom[];
    const lead = stay.guests[0];
    return {
      ...common,
      flight: null,
      hotel: {
        hotelId: stay.hotelId,
        name: String(texts.name),
        cityName: String(texts.cityName),
        countryName: String(texts.countryName),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: Number(texts.nights),
        rooms: rooms.length,
        guests: rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0),
        leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : '',
      },
    };
  }
  if (!fare || !travellers) throw new Error(`Booking ${booking.id} has neither a fare nor a stay`);
  const legs = fare.offer.legs as unknown as ListLeg[];
  const lead = travellers[0];
  return {
    ...common,
    flight: {
      tripType: fare.tripType,
      legs: legs.map(({ origin, destination, departure, arrival }) => ({
        origin,
        destination,
        departure,
        arrival,
      })),
      travellers: travellers.length,
      leadTraveller: lead ? `${lead.firstName} ${lead.lastName}` : '',
    },
    hotel: null,
  };
}

async function managedOf(
  db: Database,
  settled: Settled,
  now: Date,
  language?: string,
): Promise<ManagedBooking | ManagedHotelBooking> {
  const { booking, payment, refund } = settled;
  const history = await historyOf(db, booking.id);
  const rest = {
    history: history.map((entry) => ({
      status: entry.status,
      statusName: enumName(BOOKING_STATUS, entry.status) ?? String(entry.status),
      note: entry.note,
      at: entry.at.toISOString(),
    })),
    quote: await quoteFor(db, booking, now),
  };
  const managed = {
    cancelReason: booking.cancelReason,
    refund: refund && {
      status: refund.status,
      statusName: enumName(REFUND_STATUS, refund.status) ?? String(refund.status),
      amount: Number(refund.amount),
      currency: refund.currency,
      updatedAt: refund.updatedAt.toISOString(),
    },
  };
  if (booking.moduleType === MODULE_TYPE.Hotel) {
    return { booking: { ...hotelDetails(booking, payment, refund, language), ...managed }, ...rest };
  }
  return { booking: { ...bookingDetails(booking, payment, refund, language), ...managed }, ...rest };
}

/** The caller's `accessToken`: a booking's own, or a Manage booking session (for its one booking). */
export async function passOf(c: Context<AppEnv>, accessToken: string | undefined): Promise<BookingPass> {
  const opened = await bookingOfSession(c.var.services, accessToken, c.var.clubId);
  return opened ? { openedBookingId: opened } : { accessToken };
}

export const myBookingRoutes = createRouter()
  .openapi(list, async (c) => {
    const { user } = sessionOf(c);
    const query = c.req.valid('query');
    const { db, clubId, services } = c.var;
    // Guest bookings made since the session opened (on another device, logged out) join too.
    await claimGuestBookings(db, user, services.now());
    const result = await listBookings(
      db,
      clubId,
      user.id,
      { ...query, moduleType: query.moduleType as ModuleType },
      services.now(),
      services.refundSettleMs,
      c.req.header('language'),
    );
    // A refund this read settled wrote its mail to the outbox in the same transaction.
    if (result.settledRefunds.length > 0) services.outbox.kick();
    return c.json(
      success({
        items: result.items.map((item) => listItemOf(item, c.req.header('language'))),
        counts: result.counts,
        page: query.page,
        pageSize: query.pageSize,
        total: result.total,
      }),
      200,
    );
  })
  .openapi(detail, async (c) => {
    const session = await optionalUser(c);
    const { bookingId } = c.req.valid('param');
    const { accessToken } = c.req.valid('query');
    const { db, clubId, services } = c.var;
    const now = services.now();
    const settled = await settledBookingFor(
      db,
      clubId,
      bookingId,
      session,
      await passOf(c, accessToken),
      now,
      services.refundSettleMs,
      c.req.header('language'),
    );
    if (settled.refundSettledNow) services.outbox.kick();
    return c.json(success(await managedOf(db, settled, now, c.req.header('language'))), 200);
  })
  .openapi(quote, async (c) => {
    const session = await optionalUser(c);
    const { bookingId } = c.req.valid('param');
    const { accessToken } = c.req.valid('query');
    const { db, clubId, services } = c.var;
    const now = services.now();
    const { booking, refundSettledNow } = await settledBookingFor(
      db,
      clubId,
      bookingId,
      session,
      await passOf(c, accessToken),
      now,
      services.refundSettleMs,
      c.req.header('language'),
    );
    if (refundSettledNow) services.outbox.kick();
    return c.json(success(await quoteFor(db, booking, now)), 200);
  })
  .openapi(cancel, async (c) => {
    const session = await optionalUser(c);
    const { bookingId } = c.req.valid('param');
    const { reasonValue, expectedRefund, accessToken } = c.req.valid('json');
    const { db, clubId, services } = c.var;
    const now = services.now();
    const settled = await cancelBooking(
      db,
      clubId,
      bookingId,
      session,
      await passOf(c, accessToken),
      { reasonValue, ...(expectedRefund === undefined ? {} : { expectedRefund }) },
      now,
      services.refundSettleMs,
      c.req.header('language'),
    );
    // The cancellation's mail was written with it: the worker sends it now.
    services.outbox.kick();
    return c.json(
      success(await managedOf(db, settled, now, c.req.header('language')), 'Booking cancelled'),
      200,
    );
  });
