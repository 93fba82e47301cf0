import { createRoute } from '@hono/zod-openapi';
import { MODULE_TYPE } from '../../db/schema';
import { optionalUser } from '../../lib/auth';
import { idempotencyScope } from '../../lib/booking-access';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import {
  IDEMPOTENCY_MISMATCH_MESSAGE,
  REPLAYED_HEADER,
  idempotentHeaders,
  requestHash,
} from '../../lib/idempotency';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { getFare } from '../flights/repository';
import { sessionTimeoutResponse } from '../flights/schemas';
import { bookingDetails } from './details';
import { FARE_EXPIRED_MESSAGE, GUEST_ID_REQUIRED_MESSAGE } from './messages';
import { createBooking, readableBooking, replayBooking } from './repository';
import {
  BookBodySchema,
  BookResultSchema,
  BookingDetailsSchema,
  BookingParamsSchema,
  BookingQuerySchema,
} from './schemas';
import { bookingStatusRoutes } from './status';
import { manageAccessRoutes } from './manage-access';
import { myBookingRoutes } from './my-bookings';
import { documentRoutes } from './documents';
import { describeIssues, lastTravelDate, travellerIssues } from './traveller-rules';

const book = createRoute({
  ...access.userOptional,
  method: 'post',
  path: '/flight/book',
  tags: ['Bookings'],
  summary: 'Book a revalidated fare (Pending until paid)',
  description:
    'Creates a Pending booking at the fare price. `Idempotency-Key` is required: the same key from the ' +
    'same caller answers the same booking (200, header Idempotent-Replayed), never a second one. ' +
    'Without a login, `guestUserId` is required and `accessToken` in the answer is the guest’s proof.',
  request: {
    headers: idempotentHeaders,
    body: { required: true, content: { 'application/json': { schema: BookBodySchema } } },
  },
  responses: {
    201: jsonEnvelope(BookResultSchema, 'The booking was made'),
    200: jsonEnvelope(BookResultSchema, 'This Idempotency-Key already made this booking'),
    410: sessionTimeoutResponse,
    409: errorResponse(IDEMPOTENCY_MISMATCH_MESSAGE),
    ...errorResponses(400, 401, 403, 500),
  },
});

const getBooking = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/flight/booking/{bookingId}',
  tags: ['Bookings'],
  summary: 'A flight booking, for the confirmation page',
  description:
    'For its user (an agent also sees their sub-agents’ and staff users’ bookings) or with the ' +
    'booking’s `accessToken` (guests). Passport numbers come back masked.',
  request: { headers: siteHeaders, params: BookingParamsSchema, query: BookingQuerySchema },
  responses: {
    200: jsonEnvelope(BookingDetailsSchema, 'The booking'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

export const bookingRoutes = createRouter()
  .route('/', bookingStatusRoutes)
  .route('/', myBookingRoutes)
  .route('/', manageAccessRoutes)
  .route('/', documentRoutes)
  .openapi(book, async (c) => {
    const session = await optionalUser(c);
    const body = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    if (!session && !body.guestUserId) throw new ApiError(400, GUEST_ID_REQUIRED_MESSAGE);
    const { clubId, db, services } = c.var;
    const scope = idempotencyScope(session, body.guestUserId);
    const hash = requestHash(body);

    // A retry is answered from the database even once the fare has expired.
    const earlier = await replayBooking(db, clubId, scope, key, hash, services.jwtKey);
    if (earlier) return c.json(success(earlier.result, 'Booking found'), 200, { [REPLAYED_HEADER]: 'true' });

    const now = services.now();
    const fare = await getFare(db, body.fareToken, now);
    if (!fare || fare.clubId !== clubId) {
      return c.json(
        { data: { sessionTimeout: true as const }, message: FARE_EXPIRED_MESSAGE, statusCode: 410 },
        410,
      );
    }
    const issues = travellerIssues(
      body.travellers,
      fare.passengers,
      lastTravelDate(fare.offer.legs),
      todayIn(APP_TIME_ZONE, now),
    );
    if (issues.length > 0) throw new ApiError(400, describeIssues(issues));

    const { gstNumber, companyName, registrationNo } = body.companyTax ?? { gstNumber: false };
    const outcome = await createBooking(
      db,
      {
        clubId,
        userId: session?.user.id ?? null,
        guestUserId: session ? null : (body.guestUserId ?? null),
        idempotencyScope: scope,
        idempotencyKey: key,
        requestHash: hash,
        fare,
        travellers: body.travellers,
        contact: body.contact,
        companyTax: body.companyTax
          ? {
              gstNumber,
              companyName: gstNumber ? (companyName ?? null) : null,
              registrationNo: gstNumber ? (registrationNo ?? null) : null,
            }
          : null,
      },
      services.jwtKey,
    );
    if (outcome.replayed)
      return c.json(success(outcome.result, 'Booking found'), 200, { [REPLAYED_HEADER]: 'true' });
    return c.json(success(outcome.result, 'Booking created', 201), 201);
  })
  .openapi(getBooking, async (c) => {
    const { bookingId } = c.req.valid('param');
    const { accessToken } = c.req.valid('query');
    // A hotel booking is read at /hotel/booking/{bookingId}.
    const { booking, payment, refund } = await readableBooking(c, MODULE_TYPE.Flight, bookingId, accessToken);
    return c.json(success(bookingDetails(booking, payment, refund, c.req.header('language'))), 200);
  });
