import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';
import { MAX_TRAVELLERS } from './schemas';

/** The longest round trip the calendar prices (days between departure and return). */
export const MAX_TRIP_LENGTH = 30;
/** How far ahead the calendar prices: this month and the next `MONTHS_AHEAD`. */
export const MONTHS_AHEAD = 12;

const AirportCodeSchema = text().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA airport code');

const count = (min: number, fallback: number, description: string) =>
  z.coerce.number().int().min(min).max(MAX_TRAVELLERS).default(fallback).openapi({ description });

export const CalendarQuerySchema = z
  .object({
    origin: AirportCodeSchema.openapi({ example: 'DXB' }),
    destination: AirportCodeSchema.openapi({ example: 'LHR' }),
    month: text()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
      .openapi({ example: '2026-12' }),
    tripType: z.enum(['Oneway', 'Roundtrip']).default('Oneway').openapi({ example: 'Roundtrip' }),
    tripLength: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_TRIP_LENGTH)
      .default(7)
      .openapi({ description: 'Round trip: days from departure to return', example: 7 }),
    cabin: z.coerce
      .number()
      .int()
      .min(1, 'must be 1 (economy), 2 (premium economy), 3 (business) or 4 (first)')
      .max(4, 'must be 1 (economy), 2 (premium economy), 3 (business) or 4 (first)')
      .default(1)
      .openapi({ description: 'economy=1, premium_economy=2, business=3, first=4', example: 1 }),
    adults: count(1, 1, 'Travellers aged 12 or more'),
    children: count(0, 0, 'Travellers aged 2–11'),
    infants: count(0, 0, 'Travellers under 2; not more than adults'),
  })
  .superRefine((query, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (query.origin.toUpperCase() === query.destination.toUpperCase())
      issue('destination', 'must differ from the origin');
    if (query.adults + query.children + query.infants > MAX_TRAVELLERS)
      issue('travellers', `at most ${MAX_TRAVELLERS} travellers in total`);
    if (query.infants > query.adults) issue('infants', 'must not be more than adults');
  });

export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

const CalendarDaySchema = z
  .object({
    date: z.string().openapi({ description: 'Departure date, YYYY-MM-DD', example: '2026-12-01' }),
    returnDate: z
      .string()
      .nullable()
      .openapi({ description: 'Round trip: the return date priced with it', example: '2026-12-08' }),
    status: z.enum(['priced', 'none', 'past']).openapi({
      description: 'priced: `price` is set; none: no flight that day; past: before today (not priced)',
    }),
    price: z.number().nullable().openapi({
      description:
        "The lowest `totalPrice` a search for this day (and return date) returns, for the whole party; the round trip's total",
      example: 912.22,
    }),
  })
  .openapi('FlightCalendarDay');

export const CalendarResultSchema = z
  .object({
    origin: z.string(),
    destination: z.string(),
    month: z.string().openapi({ example: '2026-12' }),
    tripType: z.enum(['Oneway', 'Roundtrip']),
    tripLength: z.number().int().nullable().openapi({ description: 'Null for a one-way trip' }),
    currency: z.string().openapi({ example: 'USD' }),
    lowest: z.number().nullable().openapi({ description: "The month's lowest price, null if none" }),
    days: z.array(CalendarDaySchema).openapi({ description: 'Every day of the month, in order' }),
  })
  .openapi('FlightCalendar');

export type CalendarResult = z.infer<typeof CalendarResultSchema>;
