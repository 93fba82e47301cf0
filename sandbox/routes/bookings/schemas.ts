import { z } from '@hono/zod-openapi';
import { OfferSchema } from '../flights/schemas';
import { FREE_TEXT_PATTERN, text } from '../../lib/text';
import { DaySchema, NameSchema, PASSPORT_PATTERN } from '../../lib/traveller-fields';

/** The site's email rule (spec section 5, src/lib/forms/rules.ts). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,5}$/;
const COMPANY_NAME_PATTERN = FREE_TEXT_PATTERN;
const REGISTRATION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;

/** A traveller's fields, unregistered: the booking body and the booked traveller each name their own. */
const travellerFields = z.object({
  type: z.enum(['ADT', 'CHD', 'INF']).openapi({ description: 'Passenger type' }),
  firstName: NameSchema('Sara'),
  lastName: NameSchema('Haddad'),
  dateOfBirth: DaySchema.openapi({
    description: 'Consistent with `type` on the travel date; not in the future',
    example: '1990-04-12',
  }),
  gender: z.enum(['M', 'F']),
  passportNumber: text()
    .trim()
    .regex(PASSPORT_PATTERN, 'valid passport: 6–9 letters and digits, at least one digit')
    .openapi({ example: 'N1234567' }),
  expiryDate: DaySchema.openapi({
    description: 'Passport expiry: not in the past, on or after the travel date',
    example: '2030-01-31',
  }),
});

export const TravellerSchema = travellerFields.openapi('BookingTraveller');

/** `N1234567` → `*****567` (bookings/details.ts): 6–9 characters, all but the last 3 starred. */
const MASKED_PASSPORT_PATTERN = /^\*{3,6}[A-Za-z0-9]{3}$/;

/**
 * A traveller as the booking-detail answers return it. Not an extension of BookingTraveller: that
 * would document `allOf` with the body's passport pattern, which a masked number never matches.
 */
export const BookedTravellerSchema = travellerFields
  .extend({
    passportNumber: z.string().regex(MASKED_PASSPORT_PATTERN).openapi({
      description: 'Masked: all but the last 3 characters',
      example: '*****567',
    }),
  })
  .openapi('BookedTraveller');

export const ContactSchema = z
  .object({
    email: text().trim().regex(EMAIL_PATTERN, 'email_valid').openapi({ example: 'sara@example.com' }),
    phoneCountryCode: text()
      .regex(/^\+\d{1,4}$/, 'must be + and 1–4 digits')
      .openapi({ example: '+971' }),
    phoneNumber: text()
      .regex(/^\d{7,15}$/, 'enter_valid_mobile_number: 7–15 digits')
      .openapi({ example: '501234567' }),
  })
  .openapi('BookingContact');

export const CompanyTaxSchema = z
  .object({
    gstNumber: z.boolean(),
    companyName: text().trim().max(100).optional(),
    registrationNo: text().trim().optional(),
  })
  .superRefine((tax, ctx) => {
    if (!tax.gstNumber) return;
    if (!tax.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Required' });
    else if (!COMPANY_NAME_PATTERN.test(tax.companyName))
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'enter a valid company name' });
    if (!tax.registrationNo) ctx.addIssue({ code: 'custom', path: ['registrationNo'], message: 'Required' });
    else if (!REGISTRATION_PATTERN.test(tax.registrationNo))
      ctx.addIssue({ code: 'custom', path: ['registrationNo'], message: '3–30 letters, digits, - or /' });
  })
  .openapi('BookingCompanyTax', {
    description: 'Optional; companyName and registrationNo are required when gstNumber is true',
  });

export const BookBodySchema = z
  .object({
    fareToken: text().min(1).max(100).openapi({ description: 'From /flight/revalidate' }),
    guestUserId: z.uuid().optional().openapi({
      description: 'Required without a login: the guest user id the site keeps. Ignored with a login.',
    }),
    travellers: z.array(TravellerSchema).min(1).max(9),
    contact: ContactSchema,
    companyTax: CompanyTaxSchema.optional(),
  })
  .openapi('BookFlightBody');

export type BookBody = z.infer<typeof BookBodySchema>;

export const BookResultSchema = z
  .object({
    bookingId: z.uuid(),
    reference: z.string().openapi({ example: 'K7QM2X' }),
    moduleType: z.number().int().openapi({ example: 1 }),
    status: z.number().int().openapi({ description: 'Booking status: Pending=2', example: 2 }),
    amount: z.number().openapi({ example: 1234.5 }),
    currency: z.string().openapi({ example: 'USD' }),
    accessToken: z.string().openapi({
      description: 'Lets a guest read and pay this booking; keep it with the guest user id',
    }),
  })
  .openapi('BookFlightResult');

export type BookResult = z.infer<typeof BookResultSchema>;

const AirlineSchema = z.object({
  code: z.string().openapi({ example: 'EK' }),
  name: z.string().openapi({ example: 'Emirates' }),
});

export const SupplierReferencesSchema = z
  .object({
    issuedAt: z.string().openapi({ description: 'When the booking was ticketed (ISO 8601, UTC)' }),
    recordLocators: z
      .array(
        z.object({
          airline: AirlineSchema,
          locator: z
            .string()
            .regex(/^[A-Z2-9]{6}$/)
            .openapi({ example: 'Q7KM2X' }),
        }),
      )
      .openapi({ description: 'Flights: the record locator (PNR) of each airline on the itinerary' }),
    eTickets: z
      .array(
        z.object({
          travellerIndex: z
            .number()
            .int()
            .openapi({ description: 'The traveller’s position in `travellers`' }),
          passengerName: z.string().openapi({ example: 'Sara Haddad' }),
          airline: AirlineSchema.openapi({ description: 'The validating airline' }),
          number: z
            .string()
            .regex(/^\d{13}$/)
            .openapi({
              description: 'The validating airline’s 3-digit ticketing prefix and 10 digits',
              example: '1762345678901',
            }),
        }),
      )
      .openapi({ description: 'Flights: one e-ticket per passenger' }),
    hotelConfirmations: z
      .array(
        z.object({
          roomIndex: z.number().int().openapi({ description: 'The room’s position in `stay.rooms`' }),
          roomName: z.string(),
          number: z
            .string()
            .regex(/^\d{9}$/)
            .openapi({ example: '418230957' }),
        }),
      )
      .openapi({ description: 'Hotels: the hotel’s confirmation number of each room' }),
  })
  .openapi('SupplierReferences', {
    description:
      'What the airlines or the hotel issued at ticketing; codes are unique. Empty lists where they do not apply.',
  });

export type SupplierReferences = z.infer<typeof SupplierReferencesSchema>;

export const BookingDetailsSchema = z
  .object({
    bookingId: z.uuid(),
    reference: z.string(),
    moduleType: z.number().int(),
    status: z.number().int().openapi({
      description:
        'Confirmed=1, Pending=2, Cancelled=3, Completed=4, Failed=5, InProcess=6, CancelRequested=7',
    }),
    statusName: z.string().openapi({ example: 'Confirmed' }),
    amount: z.number(),
    currency: z.string(),
    paymentMethod: z.number().int().nullable(),
    paymentMethodName: z.string().nullable().openapi({ example: 'CreditCard' }),
    paymentType: z.number().int().nullable(),
    paymentTypeName: z.string().nullable().openapi({ example: 'Cash' }),
    payment: z
      .object({
        paymentId: z.uuid(),
        status: z.enum(['SUCCEEDED', 'FAILED', 'CANCELLED']),
        cardBrand: z.string().nullable(),
        cardLast4: z.string().nullable(),
        paidAt: z.string(),
      })
      .nullable()
      .openapi({ description: 'The successful payment, if any' }),
    refund: z
      .object({
        status: z.number().int().openapi({ description: 'Refunded=1, Pending=2, Failed=3' }),
        statusName: z.string(),
        amount: z.number(),
        currency: z.string(),
      })
      .nullable(),
    tripType: z.string(),
    cabin: z.number().int(),
    passengers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
    fare: z.object({
      offerId: z.string(),
      fareBrand: z.string(),
      refundable: z.boolean(),
      baggage: OfferSchema.shape.baggage,
      validatingAirline: OfferSchema.shape.validatingAirline,
      priceBreakdown: OfferSchema.shape.priceBreakdown,
    }),
    itinerary: z.object({ legs: OfferSchema.shape.legs }),
    travellers: z.array(BookedTravellerSchema),
    contact: ContactSchema,
    companyTax: z
      .object({
        gstNumber: z.boolean(),
        companyName: z.string().nullable(),
        registrationNo: z.string().nullable(),
      })
      .nullable(),
    supplierReferences: SupplierReferencesSchema.nullable().openapi({
      description: 'Issued when the booking is confirmed (paid); null before and for a refused booking',
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('FlightBookingDetails');

export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

// A booking's path and query, and the booking routes' declarations, which another module's routes
// use too (a resource folder reaches another only through its repository or its schemas).
export {
  BookingParamsSchema,
  BookingQuerySchema,
  bookingAnswer,
  moduleBookRoute,
  moduleBookingRoute,
} from './module-routes';
