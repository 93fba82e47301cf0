import { z } from '@hono/zod-openapi';
import { envelopeSchema } from '../../lib/envelope';
import { text } from '../../lib/text';

export const MAX_TRAVELLERS = 9;
export const LEGS_PER_TRIP = { Oneway: 1, Roundtrip: 2, Multicity: 3 } as const;

const AirportCodeSchema = text()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA airport code')
  .openapi({ example: 'DXB' });

/** `YYYY-MM-DD` that names a real day (no 2026-02-30). */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const DateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date')
  .openapi({ example: '2026-12-01' });

export const SearchLegSchema = z
  .object({
    origin: AirportCodeSchema,
    destination: AirportCodeSchema.openapi({ example: 'LHR' }),
    date: DateSchema.openapi({ description: 'Departure date, local to the origin' }),
  })
  .openapi('FlightSearchLeg');

const count = (min: number, description: string) =>
  z.number().int().min(min).max(MAX_TRAVELLERS).openapi({ description });

export const StartRoutingBodySchema = z
  .object({
    tripType: z.enum(['Oneway', 'Roundtrip', 'Multicity']).openapi({ example: 'Roundtrip' }),
    legs: z
      .array(SearchLegSchema)
      .min(1)
      .max(3)
      .openapi({
        description:
          '1 leg for Oneway, 2 for Roundtrip (the second swaps origin and destination, on a later ' +
          'date), 3 for Multicity (dates not decreasing)',
      }),
    adults: count(1, 'Travellers aged 12 or more'),
    children: count(0, 'Travellers aged 2–11'),
    infants: count(0, 'Travellers under 2, on an adult’s lap; not more than adults'),
    cabin: z
      .number()
      .int()
      .min(1, 'must be 1 (economy), 2 (premium economy), 3 (business) or 4 (first)')
      .max(4, 'must be 1 (economy), 2 (premium economy), 3 (business) or 4 (first)')
      .openapi({ description: 'economy=1, premium_economy=2, business=3, first=4', example: 1 }),
    airline: text()
      .regex(/^[A-Za-z0-9]{2}$/, 'must be a 2-character IATA airline code')
      .nullable()
      .optional()
      .openapi({
        description: 'Only offers sold by this airline (from /flight/airline/list)',
        example: null,
      }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const expected = LEGS_PER_TRIP[body.tripType];
    if (body.legs.length !== expected) issue(['legs'], `${body.tripType} needs exactly ${expected} leg(s)`);
    body.legs.forEach((leg, i) => {
      if (leg.origin.toUpperCase() === leg.destination.toUpperCase())
        issue(['legs', i, 'destination'], 'must differ from the origin');
      const previous = body.legs[i - 1];
      if (!previous) return;
      if (body.tripType === 'Multicity' && leg.date < previous.date)
        issue(['legs', i, 'date'], 'must not be before the previous leg');
    });
    const [outbound, inbound] = body.legs;
    if (body.tripType === 'Roundtrip' && outbound && inbound) {
      if (inbound.origin.toUpperCase() !== outbound.destination.toUpperCase())
        issue(['legs', 1, 'origin'], 'must be the destination of the first leg');
      if (inbound.destination.toUpperCase() !== outbound.origin.toUpperCase())
        issue(['legs', 1, 'destination'], 'must be the origin of the first leg');
      if (inbound.date <= outbound.date)
        issue(['legs', 1, 'date'], 'return date must be after the departure date');
    }
    if (body.adults + body.children + body.infants > MAX_TRAVELLERS)
      issue(['travellers'], `at most ${MAX_TRAVELLERS} travellers in total`);
    if (body.infants > body.adults) issue(['infants'], 'must not be more than adults');
  })
  .openapi('StartRoutingBody');

export type StartRoutingBody = z.infer<typeof StartRoutingBodySchema>;

const ExpiresAtSchema = z
  .string()
  .openapi({ description: 'ISO 8601 instant', example: '2026-11-21T10:20:00.000Z' });

export const StartRoutingResultSchema = z
  .object({
    routingId: z.string().openapi({ example: '6f1c2a9e-0d7b-4c55-9d0e-2b8f5d0c7a11' }),
    currency: z.string().openapi({ description: 'Currency of every price of this search', example: 'USD' }),
    expiresAt: ExpiresAtSchema,
  })
  .openapi('StartRoutingResult');

export const CheckRoutingBodySchema = z
  .object({
    routingId: text().min(1).max(100),
    offset: z.number().int().min(0).openapi({
      description: 'How many offers the caller already has (the previous nextOffset)',
      example: 0,
    }),
  })
  .openapi('CheckRoutingBody');

const AirlineRefSchema = z
  .object({ code: z.string().openapi({ example: 'EK' }), name: z.string().openapi({ example: 'Emirates' }) })
  .openapi('FlightAirline');

const LocalTimeSchema = z.string().openapi({ description: 'Local time at the airport, YYYY-MM-DDTHH:mm' });

const SegmentSchema = z
  .object({
    flightNumber: z.string().openapi({ example: 'EK 1' }),
    airline: AirlineRefSchema,
    origin: z.string(),
    destination: z.string(),
    departure: LocalTimeSchema,
    arrival: LocalTimeSchema,
    durationMinutes: z.number().int(),
    aircraft: z.string().openapi({ example: 'Boeing 777-300ER' }),
  })
  .openapi('FlightSegment');

const OfferLegSchema = z
  .object({
    origin: z.string(),
    destination: z.string(),
    departure: LocalTimeSchema,
    arrival: LocalTimeSchema,
    durationMinutes: z.number().int().openapi({ description: 'Elapsed minutes, layovers included' }),
    stops: z.number().int(),
    layovers: z.array(z.object({ airport: z.string(), minutes: z.number().int() })),
    segments: z.array(SegmentSchema),
  })
  .openapi('FlightOfferLeg');

export const OfferSchema = z
  .object({
    offerId: z.string().openapi({ example: '01c1e80eb218b28f' }),
    totalPrice: z
      .number()
      .openapi({ description: 'Sum over priceBreakdown of count × (perPassenger + taxes)' }),
    currency: z.string(),
    priceBreakdown: z.array(
      z.object({
        type: z.enum(['ADT', 'CHD', 'INF']),
        count: z.number().int(),
        perPassenger: z.number().openapi({ description: 'Base fare per passenger, taxes excluded' }),
        taxes: z.number().openapi({ description: 'Taxes per passenger' }),
      }),
    ),
    fareBrand: z.string().openapi({ example: 'Saver' }),
    refundable: z.boolean(),
    baggage: z.object({ checkedKg: z.number().int(), cabinKg: z.number().int() }),
    validatingAirline: AirlineRefSchema,
    seatsLeft: z
      .number()
      .int()
      .openapi({
        description:
          "Seats the fare still has (the same for every party). Never fewer than the search's adults and " +
          'children: an offer without a seat for each of them is not returned (infants sit on a lap).',
      }),
    legs: z.array(OfferLegSchema),
  })
  .openapi('FlightOffer');

export const CheckRoutingResultSchema = z
  .object({
    routingId: z.string(),
    complete: z.boolean(),
    progress: z.number().int().openapi({ description: 'Per cent of the batches released', example: 40 }),
    total: z.number().int().openapi({ description: 'How many offers the search returns in all' }),
    offers: z.array(OfferSchema).openapi({ description: 'Offers from `offset` to `nextOffset`' }),
    nextOffset: z.number().int(),
    currency: z.string(),
  })
  .openapi('CheckRoutingResult');

export const RevalidateBodySchema = z
  .object({ routingId: text().min(1).max(100), offerId: text().min(1).max(100) })
  .openapi('RevalidateBody');

export const RevalidateResultSchema = z
  .object({
    status: z.enum(['CONFIRMED', 'PRICE_CHANGED', 'UNAVAILABLE']),
    offer: OfferSchema,
    oldPrice: z.number(),
    newPrice: z.number(),
    currency: z.string(),
    fareToken: z.string().nullable().openapi({ description: 'What a booking names; null when UNAVAILABLE' }),
    expiresAt: ExpiresAtSchema.nullable(),
  })
  .openapi('RevalidateResult');

/** 410 body: the search (or fare) is gone; the site shows its session-timeout message. */
export const sessionTimeoutResponse = {
  description: 'The search expired (20 minutes) or is unknown: search again',
  content: {
    'application/json': {
      schema: envelopeSchema(z.object({ sessionTimeout: z.literal(true) })).openapi('SessionTimeoutEnvelope'),
    },
  },
};
