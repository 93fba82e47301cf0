import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { IDEMPOTENCY_MISMATCH_MESSAGE, REPLAYED_HEADER, idempotentHeaders } from '../../lib/idempotency';
import { access, siteHeaders } from '../../lib/openapi';
import { text } from '../../lib/text';

export const BookingParamsSchema = z.object({
  bookingId: z.uuid().openapi({ param: { name: 'bookingId', in: 'path' } }),
});

export const BookingQuerySchema = z.object({
  accessToken: text()
    .max(200)
    .optional()
    .openapi({ description: 'The booking answer’s accessToken (guests)' }),
});

/**
 * The two booking routes every module declares alike (flights at /flight/…, hotels at /hotel/…):
 * the module names its path, its words, its body and answer schemas, and its 410.
 */
interface ModuleRouteText<P extends string> {
  path: P;
  summary: string;
  description: string;
}

/**
 * POST /<module>/book: a Pending booking, once per `Idempotency-Key` (201 made, 200 the same key's
 * booking again, 409 the key with another body), or the module's 410 when what it books ran out.
 */
export function moduleBookRoute<
  P extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  E extends RouteConfig['responses'][number],
>(text: ModuleRouteText<P> & { body: B; result: R; expired: E }) {
  return createRoute({
    ...access.userOptional,
    method: 'post',
    path: text.path,
    tags: ['Bookings'],
    summary: text.summary,
    description: text.description,
    request: {
      headers: idempotentHeaders,
      body: { required: true, content: { 'application/json': { schema: text.body } } },
    },
    responses: {
      201: jsonEnvelope(text.result, 'The booking was made'),
      200: jsonEnvelope(text.result, 'This Idempotency-Key already made this booking'),
      410: text.expired,
      409: errorResponse(IDEMPOTENCY_MISMATCH_MESSAGE),
      ...errorResponses(400, 401, 403, 500),
    },
  });
}

/** GET /<module>/booking/{bookingId}: one booking of the module, for its confirmation page. */
export function moduleBookingRoute<P extends string, D extends z.ZodType>(
  text: ModuleRouteText<P> & { details: D },
) {
  return createRoute({
    ...access.userOptional,
    method: 'get',
    path: text.path,
    tags: ['Bookings'],
    summary: text.summary,
    description: text.description,
    request: { headers: siteHeaders, params: BookingParamsSchema, query: BookingQuerySchema },
    responses: {
      200: jsonEnvelope(text.details, 'The booking'),
      ...errorResponses(400, 401, 403, 404, 500),
    },
  });
}

/**
 * A booking call's answer: 201 with the booking made, or 200 and `Idempotent-Replayed` when the
 * caller's key had already made it (nothing new was stored).
 */
export function bookingAnswer<C extends Context, R>(c: C, outcome: { result: R; replayed: boolean }) {
  return outcome.replayed
    ? c.json(success(outcome.result, 'Booking found'), 200, { [REPLAYED_HEADER]: 'true' })
    : c.json(success(outcome.result, 'Booking created', 201), 201);
}
