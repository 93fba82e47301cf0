import { z } from '@hono/zod-openapi';
import { envelopeSchema } from '../../lib/envelope';
import { text } from '../../lib/text';

export const NET_BANKS = [
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'AXIS', name: 'Axis Bank' },
  { code: 'KOTK', name: 'Kotak Mahindra Bank' },
  { code: 'ENBD', name: 'Emirates NBD' },
] as const;

export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

const ModuleTypeSchema = z
  .number()
  .int()
  .min(1, 'must be 1 (Flight) or 2 (Hotel)')
  .max(2, 'must be 1 (Flight) or 2 (Hotel)')
  .openapi({ description: 'Flight=1, Hotel=2', example: 1 });

export const PaymentMethodsQuerySchema = z.object({
  moduleType: z.coerce
    .number()
    .pipe(ModuleTypeSchema)
    .openapi({ param: { name: 'moduleType', in: 'query' }, example: 1 }),
});

export const PaymentMethodSchema = z
  .object({
    method: z.number().int().openapi({
      description: 'DebitCard=1, CreditCard=2, UPI=3, NetBanking=4, LoyaltyPoints=5, Wallet=6',
      example: 2,
    }),
    name: z.string().openapi({ example: 'CreditCard' }),
    labelKey: z.string().openapi({ description: 'Translation key', example: 'credit_card' }),
    paymentType: z.number().int().openapi({ description: 'Cash=1, LoyaltyPoints=2, Wallet=3, Coupon=4' }),
    banks: z
      .array(z.object({ code: z.string(), name: z.string() }))
      .optional()
      .openapi({ description: 'NetBanking: the banks a `bankCode` may name' }),
    points: z.number().int().optional().openapi({ description: 'LoyaltyPoints: the user’s points' }),
    pointValue: z
      .number()
      .optional()
      .openapi({ description: 'LoyaltyPoints: value of one point', example: 0.01 }),
    pointCurrency: z.string().optional().openapi({ example: 'USD' }),
    availableBalance: z.number().optional().openapi({ description: 'Wallet: the available balance' }),
    currency: z.string().optional().openapi({ description: 'Wallet: its currency', example: 'USD' }),
    agentPaymentMode: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .openapi({
        description:
          'Agent payment mode (AGENT=1, WALLET=2), present only for agents, sub-agents and staff users: ' +
          'WALLET for the agency wallet, AGENT for every way the agent pays directly (cards, UPI, net ' +
          'banking, points). Absent for customers and guests.',
        example: 2,
      }),
  })
  .openapi('PaymentMethod');

/** The specification's agent payment modes: the agent pays directly (AGENT) or from the wallet. */
export const AGENT_PAYMENT_MODE = { AGENT: 1, WALLET: 2 } as const;

export type PaymentMethodEntry = z.infer<typeof PaymentMethodSchema>;

export const TokenizeBodySchema = z
  .object({
    cardNumber: text().max(30).openapi({ example: '4242 4242 4242 4242' }),
    holderName: text().trim().min(1, 'Required').max(100),
    expiryMonth: z.number().int().min(1).max(12).openapi({ example: 12 }),
    expiryYear: z.number().int().min(2000).max(2100).openapi({ example: 2030 }),
    cvv: text().max(4).openapi({ example: '123' }),
    saveCard: z
      .boolean()
      .optional()
      .openapi({
        description:
          'TOKENIZATION: also keep the card for the signed-in user (its brand, last four digits and ' +
          'expiry; never the number or the CVV) once the payment with this token succeeds; a ' +
          'declined, failed or cancelled payment keeps nothing. Needs a login (403 otherwise); at most ' +
          '10 cards (409).',
      }),
  })
  .openapi('TokenizeCardBody');

export const SavedCardSchema = z
  .object({
    id: z.uuid(),
    brand: z.string().openapi({ example: 'visa' }),
    last4: z.string().openapi({ example: '4242' }),
    expiryMonth: z.number().int().openapi({ example: 12 }),
    expiryYear: z.number().int().openapi({ example: 2030 }),
  })
  .openapi('SavedCard');

export const SavedCardParamsSchema = z.object({
  cardId: z.uuid().openapi({ param: { name: 'cardId', in: 'path' } }),
});

/** The specification's payment mode marker: a payment with a saved (tokenised) card. */
export const TOKENIZATION = 'TOKENIZATION';

export const TokenizeResultSchema = z
  .object({
    paymentToken: z.string().openapi({ description: 'For one payment attempt, within 15 minutes' }),
    brand: z.enum(['mada', 'visa', 'mastercard', 'amex', 'rupay', 'card']),
    last4: z.string().openapi({ example: '4242' }),
    expiresAt: z.string().openapi({ description: 'ISO 8601 instant' }),
    savedCard: SavedCardSchema.optional().openapi({
      description:
        'When `saveCard` was asked: the card that is kept once the payment with this token succeeds ' +
        '(until then it is not listed and cannot pay)',
    }),
  })
  .openapi('TokenizeCardResult');

export const PayBodySchema = z
  .object({
    bookingId: z.uuid(),
    moduleType: ModuleTypeSchema,
    method: z
      .number()
      .int()
      .min(1)
      .max(6)
      .openapi({ description: 'DebitCard=1, CreditCard=2, UPI=3, NetBanking=4, LoyaltyPoints=5, Wallet=6' }),
    paymentToken: text()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'Methods 1 and 2 (a card typed now)' }),
    paymentMode: z.literal(TOKENIZATION).optional().openapi({
      description: 'TOKENIZATION: methods 1 and 2 paid with a saved card (`savedCardId`), signed in only',
    }),
    savedCardId: z.uuid().optional().openapi({ description: 'With `paymentMode: TOKENIZATION`' }),
    upiId: text()
      .regex(UPI_ID_PATTERN, 'must look like name@bank')
      .optional()
      .openapi({ description: 'Method 3', example: 'sara@okbank' }),
    bankCode: z
      .enum(NET_BANKS.map((bank) => bank.code) as [string, ...string[]])
      .optional()
      .openapi({ description: 'Method 4', example: 'HDFC' }),
    accessToken: text().max(200).optional().openapi({ description: 'Guests: the booking’s accessToken' }),
    amount: z
      .number()
      .positive()
      .optional()
      .openapi({ description: 'When sent, must be the booking’s amount' }),
    agentPaymentMode: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .openapi({
        description:
          'Agents, sub-agents and staff users only (403 for anyone else): AGENT=1 pays directly with ' +
          '`method` 1–5, WALLET=2 from the wallet (`method` 6). When absent, the mode follows `method`.',
        example: 2,
      }),
  })
  .superRefine((body, ctx) => {
    // The mode and the method must say the same thing: a wallet payment is WALLET, anything else AGENT.
    if (body.agentPaymentMode === AGENT_PAYMENT_MODE.WALLET && body.method !== 6)
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'WALLET (2) pays with method 6 (Wallet)' });
    if (body.agentPaymentMode === AGENT_PAYMENT_MODE.AGENT && body.method === 6)
      ctx.addIssue({
        code: 'custom',
        path: ['agentPaymentMode'],
        message: 'method 6 (Wallet) is agentPaymentMode 2 (WALLET)',
      });
    const need = (field: 'paymentToken' | 'upiId' | 'bankCode' | 'savedCardId', label: string) => {
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `Required for ${label}` });
    };
    const card = body.method === 1 || body.method === 2;
    if (body.paymentMode === TOKENIZATION) {
      if (!card)
        ctx.addIssue({ code: 'custom', path: ['paymentMode'], message: 'TOKENIZATION is for cards' });
      need('savedCardId', 'TOKENIZATION');
      if (body.paymentToken !== undefined)
        ctx.addIssue({ code: 'custom', path: ['paymentToken'], message: 'Not with TOKENIZATION' });
    } else if (card) need('paymentToken', 'card payments');
    if (body.method === 3) need('upiId', 'UPI');
    if (body.method === 4) need('bankCode', 'net banking');
  })
  .openapi('PayBody');

export type PayBody = z.infer<typeof PayBodySchema>;

export const PaymentResultSchema = z
  .object({
    paymentId: z.uuid(),
    status: z.enum(['SUCCEEDED', 'FAILED', 'CANCELLED']),
    bookingId: z.uuid(),
    bookingStatus: z.number().int().openapi({ description: 'Confirmed=1, Pending=2, Failed=5, …' }),
    method: z.number().int(),
    paymentType: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    message: z.string(),
    walletBalance: z.number().optional().openapi({ description: 'Wallet payments: the balance now' }),
    pointsBalance: z.number().int().optional().openapi({ description: 'Points payments: the points now' }),
    refund: z
      .object({
        status: z.number().int().openapi({ description: 'Refunded=1, Pending=2, Failed=3' }),
        amount: z.number(),
        currency: z.string(),
      })
      .nullable(),
  })
  .openapi('PaymentResult');

export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const resultResponse = (description: string, nullable: boolean) => ({
  description,
  content: {
    'application/json': {
      schema: nullable
        ? envelopeSchema(z.union([PaymentResultSchema, z.null()])).openapi('PaymentConflictEnvelope')
        : envelopeSchema(PaymentResultSchema).openapi('PaymentResultEnvelope'),
    },
  },
});

export const declinedResponse = resultResponse(
  'FAILED: declined or failed card, failed UPI, insufficient wallet balance or points. The booking ' +
    'stays Pending; `data` is the PaymentResult',
  false,
);
export const cancelledOrConflictResponse = resultResponse(
  'CANCELLED by the cardholder (`data` is the PaymentResult), or `data: null`: already paid, no longer ' +
    'payable, Idempotency-Key used for another request, amount changed',
  true,
);
