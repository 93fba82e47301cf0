import { MODULE_TYPE } from '../../db/schema';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/openapi';
import { getFare } from '../flights/repository';
import { sessionTimeoutResponse } from '../flights/schemas';
import { bookingDetails } from './details';
import { FARE_EXPIRED_MESSAGE } from './messages';
import { createBooking, openBooking, readableBooking } from './repository';
import { BookBodySchema, BookResultSchema, BookingDetailsSchema } from './schemas';
import { bookingAnswer, moduleBookRoute, moduleBookingRoute } from './module-routes';
import { bookingStatusRoutes } from './status';
import { manageAccessRoutes } from './manage-access';
import { myBookingRoutes } from './my-bookings';
import { documentRoutes } from './documents';
import { describeIssues, lastTravelDate, travellerIssues } from './traveller-rules';

const book = moduleBookRoute({
  path: '/flight/book',
  summary: 'Book a revalidated fare (Pending until paid)',
  description:
    'Creates a Pending booking at the fare price. `Idempotency-Key` is required: the same key from the ' +
    'same caller answers the same booking (200, header Idempotent-Replayed), never a second one. ' +
    'Without a login, `guestUserId` is required and `accessToken` in the answer is the guest’s proof.',
  body: BookBodySchema,
  result: BookResultSchema,
  expired: sessionTimeoutResponse,
});

const getBooking = moduleBookingRoute({
  path: '/flight/booking/{bookingId}',
  summary: 'A flight booking, for the confirmation page',
  description:
    'For its user (an agent also sees their sub-agents’ and staff users’ bookings) or with the ' +
    'booking’s `accessToken` (guests). Passport numbers come back masked.',
  details: BookingDetailsSchema,
});

export const bookingRoutes = createRouter()
  .route('/', bookingStatusRoutes)
  .route('/', myBookingRoutes)
  .route('/', manageAccessRoutes)
  .route('/', documentRoutes)
  .openapi(book, async (c) => {
    const body = c.req.valid('json');
    const { earlier, owner } = await openBooking(c, body, c.req.valid('header')['idempotency-key']);
    if (earlier) return bookingAnswer(c, earlier);

    const { db, services } = c.var;
    const now = services.now();
    const fare = await getFare(db, body.fareToken, now);
    if (!fare || fare.clubId !== owner.clubId) {
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

    const outcome = await createBooking(db, { ...owner, fare, travellers: body.travellers }, services.jwtKey);
    return bookingAnswer(c, outcome);
  })
  .openapi(getBooking, async (c) => {
    // A hotel booking is read at /hotel/booking/{bookingId}.
    const read = await readableBooking(c, MODULE_TYPE.Flight, c.req.valid('param'), c.req.valid('query'));
    return c.json(
      success(bookingDetails(read.booking, read.payment, read.refund, c.req.header('language'))),
      200,
    );
  });
