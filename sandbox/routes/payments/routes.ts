import { createRoute, z } from '@hono/zod-openapi';
import { optionalUser, sessionOf } from '../../lib/auth';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { REPLAYED_HEADER, idempotentHeaders } from '../../lib/idempotency';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { CARD_NOT_VALID_MESSAGE, checkCard } from './cards';
import { paymentMethodsFor } from './methods';
import { STATUS_OF, payBooking } from './pay';
import { createPaymentToken } from './repository';
import { SAVE_CARD_NEEDS_LOGIN_MESSAGE, deleteSavedCard, listSavedCards, saveCard } from './saved-cards';
import {
  PayBodySchema,
  PaymentMethodSchema,
  PaymentMethodsQuerySchema,
  PaymentResultSchema,
  SavedCardParamsSchema,
  SavedCardSchema,
  TokenizeBodySchema,
  TokenizeResultSchema,
  cancelledOrConflictResponse,
  declinedResponse,
} from './schemas';

const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const listMethods = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/payment/methods',
  tags: ['Payments'],
  summary: 'The payment methods the caller may use',
  description:
    'Cards, UPI and net banking for everyone; loyalty points for users who have points; the wallet ' +
    '(with its balance) for agents, sub-agents and staff users, whose entries also carry the agent ' +
    'payment mode (`agentPaymentMode`: AGENT=1 pays directly, WALLET=2 from the wallet).',
  request: { headers: siteHeaders, query: PaymentMethodsQuerySchema },
  responses: {
    200: jsonEnvelope(z.array(PaymentMethodSchema), 'The methods, in display order'),
    ...errorResponses(400, 401, 403, 500),
  },
});

const tokenize = createRoute({
  ...access.userOptional,
  method: 'post',
  path: '/payment/tokenize',
  tags: ['Payments'],
  summary: 'Exchange card details for a one-time payment token',
  description:
    'Checks the card (Luhn, expiry, CVV) and answers a token valid 15 minutes for one payment attempt. ' +
    'The card number and CVV are never stored. Limited per client address (20 in 10 minutes; 429 ' +
    'with Retry-After), so the call cannot be used to test stolen cards. Test cards: docs/flights-contract.md.',
  request: { headers: siteHeaders, body: jsonBody(TokenizeBodySchema) },
  responses: {
    201: jsonEnvelope(TokenizeResultSchema, 'The card token'),
    400: errorResponse(`${CARD_NOT_VALID_MESSAGE} (or a missing field)`),
    ...errorResponses(401, 403, 429, 500),
  },
});

const pay = createRoute({
  ...access.userOptional,
  method: 'post',
  path: '/payment/pay',
  tags: ['Payments'],
  summary: 'Pay a Pending booking',
  description:
    'One transaction: the booking is locked, the method charged, the payment recorded and the booking ' +
    'Confirmed (or Failed with a refund when the airline refuses). `Idempotency-Key` is required; the ' +
    'same key (per club) answers the first result again and charges nothing.',
  request: { headers: idempotentHeaders, body: jsonBody(PayBodySchema) },
  responses: {
    201: jsonEnvelope(PaymentResultSchema, 'SUCCEEDED (the booking is Confirmed, or Failed by the airline)'),
    402: declinedResponse,
    409: cancelledOrConflictResponse,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const listSavedCardsRoute = createRoute({
  ...access.user,
  method: 'get',
  path: '/payment/saved-cards',
  tags: ['Payments'],
  summary: 'The signed-in user’s saved cards (TOKENIZATION)',
  description:
    'Newest first: brand, last four digits and expiry of each card kept with `saveCard`. An empty ' +
    'list is what the site shows as "You haven’t added any card".',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(SavedCardSchema), 'The saved cards'),
    ...errorResponses(401, 403, 500),
  },
});

const removeSavedCard = createRoute({
  ...access.user,
  method: 'delete',
  path: '/payment/saved-cards/{cardId}',
  tags: ['Payments'],
  summary: 'Remove one of the signed-in user’s saved cards',
  description: 'Another user’s card is answered 404, like one that does not exist.',
  request: { headers: siteHeaders, params: SavedCardParamsSchema },
  responses: {
    200: jsonEnvelope(z.null(), 'The card was removed'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

export const paymentRoutes = createRouter()
  .openapi(listMethods, async (c) => {
    const session = await optionalUser(c);
    return c.json(success(await paymentMethodsFor(c.var.db, c.var.clubId, session)), 200);
  })
  .openapi(tokenize, async (c) => {
    const session = await optionalUser(c);
    // Card testing: every attempt counts, accepted or declined.
    await c.var.services.rateLimits.check('card-tokenize', { ip: c.var.services.clientIp(c) });
    const body = c.req.valid('json');
    const now = c.var.services.now();
    if (body.saveCard && !session) throw new ApiError(403, SAVE_CARD_NEEDS_LOGIN_MESSAGE);
    const card = checkCard(body, now);
    if (!card) throw new ApiError(400, CARD_NOT_VALID_MESSAGE);
    const token = await createPaymentToken(c.var.db, c.var.clubId, card, now);
    // Kept once the payment with this token succeeds: a declined card is never saved.
    const savedCard =
      body.saveCard && session
        ? await saveCard(
            c.var.db,
            { clubId: c.var.clubId, userId: session.user.id },
            { ...card, expiryMonth: body.expiryMonth, expiryYear: body.expiryYear },
            token.paymentToken,
          )
        : undefined;
    return c.json(success(savedCard ? { ...token, savedCard } : token, 'Card accepted', 201), 201);
  })
  .openapi(listSavedCardsRoute, async (c) => {
    const session = sessionOf(c);
    return c.json(success(await listSavedCards(c.var.db, c.var.clubId, session.user.id)), 200);
  })
  .openapi(removeSavedCard, async (c) => {
    const session = sessionOf(c);
    await deleteSavedCard(c.var.db, c.var.clubId, session.user.id, c.req.valid('param').cardId);
    return c.json(success(null, 'Card removed'), 200);
  })
  .openapi(pay, async (c) => {
    const session = await optionalUser(c);
    const { result, replayed } = await payBooking(
      {
        db: c.var.db,
        clubId: c.var.clubId,
        session,
        now: c.var.services.now(),
        language: c.req.header('language'),
      },
      c.req.valid('header')['idempotency-key'],
      c.req.valid('json'),
    );
    // The confirmation (or, refused by the airline or hotel, what happens to the money) was written
    // to the outbox with the payment: the worker sends it now.
    if (!replayed) c.var.services.outbox.kick();
    const status = STATUS_OF[result.status];
    const headers: Record<string, string> = replayed ? { [REPLAYED_HEADER]: 'true' } : {};
    const envelope = { data: result, message: result.message, statusCode: status };
    // Three literal branches so that each status is checked against its documented schema.
    if (status === 402) return c.json(envelope, 402, headers);
    if (status === 409) return c.json(envelope, 409, headers);
    return c.json(envelope, 201, headers);
  });
