import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Context } from 'hono';
import { BOOKING_STATUS, MODULE_TYPE, bookings, payments, type ModuleType } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { optionalUser } from '../../lib/auth';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { IdempotencyKeySchema } from '../../lib/idempotency';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { accessTokenFor, idempotencyScope } from '../../lib/booking-access';
import { enumName } from './details';
import { GUEST_ID_REQUIRED_MESSAGE } from './messages';

/**
 * Where a booking attempt stands, asked by the Idempotency-Key it was sent with: what a site asks
 * after a reload or a lost answer, to resume the booking and its payment instead of starting again.
 * The key is scoped per caller, exactly as `POST /flight/book` scopes it (the user, or the guest
 * user id), so only the caller that sent the attempt can find it. An attempt a guest sent before
 * logging in is found by its guest user id, with or without the login: the id is the browser's own
 * secret, and anyone holding it could ask without logging in anyway.
 */

export const BookingStatusQuerySchema = z.object({
  idempotencyKey: IdempotencyKeySchema.openapi({
    param: { name: 'idempotencyKey', in: 'query' },
    description: 'The `Idempotency-Key` the booking attempt was (or may have been) sent with',
  }),
  guestUserId: z
    .uuid()
    .optional()
    .openapi({
      description:
        'The guestUserId the attempt was sent with: required without a login; with one, it names an ' +
        'attempt sent as that guest before logging in',
    }),
  paymentKey: IdempotencyKeySchema.optional().openapi({
    description: 'The `Idempotency-Key` of the latest payment attempt, when one was sent',
  }),
});

const PaymentAttemptSchema = z
  .object({
    paymentId: z.uuid(),
    status: z.enum(['SUCCEEDED', 'FAILED', 'CANCELLED']),
    method: z.number().int(),
    message: z.string(),
  })
  .openapi('PaymentAttemptStatus');

export const BookingStatusSchema = z
  .object({
    booking: z
      .object({
        bookingId: z.uuid(),
        reference: z.string(),
        status: z.number().int().openapi({ description: 'Booking status: Confirmed=1, Pending=2, …' }),
        statusName: z.string(),
        amount: z.number(),
        currency: z.string(),
        accessToken: z.string().openapi({ description: 'As in the booking answer' }),
        paid: z.boolean().openapi({ description: 'A payment of this booking succeeded' }),
      })
      .nullable()
      .openapi({ description: 'null: this key never made a booking (the attempt may be sent again)' }),
    payment: PaymentAttemptSchema.nullable().openapi({
      description:
        'The answer the payment attempt named by `paymentKey` got; null when no `paymentKey` was ' +
        'sent or that attempt never reached the API',
    }),
  })
  .openapi('BookingAttemptStatus');

type BookingStatus = z.infer<typeof BookingStatusSchema>;

const bookingStatusRoute = (module: 'flight' | 'hotel') =>
  createRoute({
    ...access.userOptional,
    method: 'get',
    path: `/${module}/book/status`,
    tags: ['Bookings'],
    summary: `Where a ${module} booking attempt (and its latest payment attempt) stands`,
    description:
      'For resuming after a reload or a lost answer. The booking is looked up by the `Idempotency-Key` ' +
      `of \`POST /${module}/book\`, scoped like that call: \`guestUserId\` when given (an attempt sent as a ` +
      `guest, also after logging in), else the logged-in user. Finds ${module} bookings only; never ` +
      'answers another caller’s booking.',
    request: { headers: siteHeaders, query: BookingStatusQuerySchema },
    responses: {
      200: jsonEnvelope(BookingStatusSchema, 'Where the attempt stands'),
      ...errorResponses(400, 401, 403, 500),
    },
  });

async function paymentsOf(db: Database, clubId: number, bookingId: string, paymentKey: string | undefined) {
  const [succeeded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!paymentKey) return { paid: Boolean(succeeded), attempt: null };
  const [attempt] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clubId, clubId),
        eq(payments.idempotencyKey, paymentKey),
        eq(payments.bookingId, bookingId),
      ),
    )
    .limit(1);
  return { paid: Boolean(succeeded), attempt: attempt ?? null };
}

async function answerStatus(c: Context<AppEnv>, moduleType: ModuleType) {
  const session = await optionalUser(c);
  const { idempotencyKey, guestUserId, paymentKey } = BookingStatusQuerySchema.parse(c.req.query());
  if (!session && !guestUserId) throw new ApiError(400, GUEST_ID_REQUIRED_MESSAGE);
  const { db, clubId, services } = c.var;
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.clubId, clubId),
        eq(bookings.moduleType, moduleType),
        // An attempt sent as a guest keeps the guest's scope after a login.
        eq(bookings.idempotencyScope, idempotencyScope(guestUserId ? null : session, guestUserId)),
        eq(bookings.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  if (!row) return c.json(success<BookingStatus>({ booking: null, payment: null }, 'No booking'), 200);

  const { paid, attempt } = await paymentsOf(db, clubId, row.id, paymentKey);
  const data: BookingStatus = {
    booking: {
      bookingId: row.id,
      reference: row.reference,
      status: row.status,
      statusName: enumName(BOOKING_STATUS, row.status) ?? String(row.status),
      amount: Number(row.amount),
      currency: row.currency,
      accessToken: accessTokenFor(services.jwtKey, row.id, row.accessTokenSalt),
      paid,
    },
    payment: attempt && {
      paymentId: attempt.id,
      status: attempt.status,
      method: attempt.method,
      message: attempt.message,
    },
  };
  return c.json(success(data, 'Booking found'), 200);
}

export const bookingStatusRoutes = createRouter()
  .openapi(bookingStatusRoute('flight'), (c) => answerStatus(c, MODULE_TYPE.Flight))
  .openapi(bookingStatusRoute('hotel'), (c) => answerStatus(c, MODULE_TYPE.Hotel));
