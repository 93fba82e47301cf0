import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';
import { BOOKING_TABS } from './lifecycle';
import { HotelBookingDetailsSchema } from '../hotels/schemas';
import { BookingDetailsSchema } from './schemas';

/** Request and answer shapes of the My bookings calls (docs/bookings-contract.md). */

/** A reason is a few words to a paragraph of Unicode letters, digits and punctuation (spec section 5). */
const REASON_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\p{P}\p{Zs}]*$/u;

export const BookingListQuerySchema = z.object({
  moduleType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1)
    .openapi({ description: 'Flight=1, Hotel=2', example: 1 }),
  tab: z
    .enum(BOOKING_TABS)
    .default('upcoming')
    .openapi({
      description:
        'upcoming: Confirmed, Pending, InProcess or CancelRequested with the travel date ahead; cancelled; ' +
        'completed; failed',
    }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

const RefundSummarySchema = z.object({
  status: z.number().int().openapi({ description: 'Refunded=1, Pending=2, Failed=3' }),
  statusName: z.string(),
  amount: z.number(),
  currency: z.string(),
});

export const BookingListItemSchema = z
  .object({
    bookingId: z.uuid(),
    reference: z.string(),
    moduleType: z.number().int(),
    status: z.number().int(),
    statusName: z.string(),
    amount: z.number(),
    currency: z.string(),
    createdAt: z.string(),
    refund: RefundSummarySchema.nullable(),
    flight: z
      .object({
        tripType: z.string(),
        legs: z.array(
          z.object({
            origin: z.string(),
            destination: z.string(),
            departure: z.string().openapi({ description: 'Local time, as in the offer' }),
            arrival: z.string(),
          }),
        ),
        travellers: z.number().int(),
        leadTraveller: z.string().openapi({ example: 'Sara Haddad' }),
      })
      .nullable()
      .openapi({ description: 'For a flight booking (moduleType 1)' }),
    hotel: z
      .object({
        hotelId: z.number().int(),
        name: z.string().openapi({ description: 'In the request’s language' }),
        cityName: z.string(),
        countryName: z.string(),
        checkIn: z.string().openapi({ example: '2026-12-10' }),
        checkOut: z.string().openapi({ example: '2026-12-12' }),
        nights: z.number().int(),
        rooms: z.number().int(),
        guests: z.number().int().openapi({ description: 'Adults and children of every room' }),
        leadGuest: z.string().openapi({ example: 'Sara Haddad' }),
      })
      .nullable()
      .openapi({ description: 'For a hotel booking (moduleType 2)' }),
  })
  .openapi('BookingListItem');

export type BookingListItem = z.infer<typeof BookingListItemSchema>;

export const BookingListSchema = z
  .object({
    items: z.array(BookingListItemSchema),
    counts: z.object({
      upcoming: z.number().int(),
      cancelled: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().openapi({ description: 'Bookings on this tab' }),
  })
  .openapi('BookingList');

export type BookingList = z.infer<typeof BookingListSchema>;

export const RefundQuoteSchema = z
  .object({
    cancellable: z.boolean(),
    refundable: z.boolean(),
    reason: z
      .enum([
        'ALREADY_CANCELLED',
        'COMPLETED',
        'FAILED',
        'NOT_CONFIRMED',
        'DEPARTED',
        'CHECKED_IN',
        'NON_REFUNDABLE',
      ])
      .nullable()
      .openapi({ description: 'Why it cannot be cancelled, or NON_REFUNDABLE when it gives nothing back' }),
    message: z.string().nullable(),
    amount: z.number(),
    cancellationFee: z.number(),
    refundAmount: z.number(),
    currency: z.string(),
    freeCancellationUntil: z
      .string()
      .nullable()
      .openapi({
        description:
          'Hotels: until when cancelling is free (the hotel’s local time with its offset); after it the ' +
          'rates’ penalties apply. null for flights and non-refundable rates',
      }),
  })
  .openapi('RefundQuote');

export const StatusHistorySchema = z.array(
  z.object({
    status: z.number().int(),
    statusName: z.string(),
    note: z.string().nullable(),
    at: z.string(),
  }),
);

export const ManagedBookingSchema = z
  .object({
    booking: BookingDetailsSchema.extend({
      cancelReason: z.string().nullable(),
      refund: RefundSummarySchema.extend({ updatedAt: z.string() }).nullable(),
    }),
    history: StatusHistorySchema,
    quote: RefundQuoteSchema,
  })
  .openapi('ManagedBooking');

export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

export const ManagedHotelBookingSchema = z
  .object({
    booking: HotelBookingDetailsSchema.extend({
      cancelReason: z.string().nullable(),
      refund: RefundSummarySchema.extend({ updatedAt: z.string() }).nullable(),
    }),
    history: StatusHistorySchema,
    quote: RefundQuoteSchema,
  })
  .openapi('ManagedHotelBooking');

export type ManagedHotelBooking = z.infer<typeof ManagedHotelBookingSchema>;

/** A flight booking (moduleType 1) or a hotel booking (moduleType 2), as its detail page shows it. */
export const AnyManagedBookingSchema = z.union([ManagedBookingSchema, ManagedHotelBookingSchema]);

export const ManageQuerySchema = z.object({
  accessToken: text()
    .max(1000)
    .optional()
    .openapi({
      description:
        'A guest’s booking access token, or a Manage booking session token (POST /manage-booking/session) ' +
        'for this booking; without it, the login decides',
    }),
});

export const CancelBodySchema = z
  .object({
    reasonValue: text()
      .trim()
      .min(1, 'reason_require')
      .max(500)
      .refine((value) => REASON_PATTERN.test(value), 'enter a valid reason: letters, digits and punctuation')
      .openapi({ description: 'The Reason form’s reasonValue', example: 'My plans changed' }),
    expectedRefund: z.number().nonnegative().optional().openapi({
      description: 'The quoted refundAmount the customer agreed to; a different one now is refused (409)',
    }),
    accessToken: text().max(1000).optional(),
  })
  .openapi('CancelBookingBody');
