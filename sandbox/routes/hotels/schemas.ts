import { z } from '@hono/zod-openapi';
import { AMENITIES, BOARDS, PROPERTY_TYPES } from '../../lib/hotel-inventory';
import { text } from '../../lib/text';
import { DaySchema, NameSchema } from '../../lib/traveller-fields';
import { BookResultSchema, BookingDetailsSchema, CompanyTaxSchema, ContactSchema } from '../bookings/schemas';

/** The site's limits (src/features/hotels/occupancy.ts, HOTEL_LIMITS). */
export const HOTEL_LIMITS = {
  maxRooms: 8,
  maxAdultsPerRoom: 6,
  maxChildrenPerRoom: 4,
  maxChildAge: 17,
  maxNights: 30,
  maxDaysAhead: 365,
} as const;

export const RoomSchema = z
  .object({
    adults: z.number().int().min(1).max(HOTEL_LIMITS.maxAdultsPerRoom).openapi({ example: 2 }),
    childAges: z
      .array(z.number().int().min(0).max(HOTEL_LIMITS.maxChildAge))
      .max(HOTEL_LIMITS.maxChildrenPerRoom)
      .openapi({ description: 'The age (0–17) of each child in the room', example: [5] }),
  })
  .openapi('HotelRoomOccupancy');

const RoomsSchema = z
  .array(RoomSchema)
  .min(1)
  .max(HOTEL_LIMITS.maxRooms)
  .openapi({ description: '1–8 rooms, each 1–6 adults and at most 4 children' });

const stayFields = {
  checkIn: DaySchema.openapi({ description: 'Not before today (Europe/Vienna)', example: '2026-12-01' }),
  checkOut: DaySchema.openapi({
    description: 'After checkIn, at most 30 nights later',
    example: '2026-12-03',
  }),
  rooms: RoomsSchema,
};

const MS_PER_DAY = 86_400_000;
const nightsOf = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / MS_PER_DAY);

/** The date rules zod can check alone (today's rules need the clock, see stay.ts). */
function checkStay(body: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  const nights = nightsOf(body.checkIn, body.checkOut);
  if (!(nights >= 1)) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after checkIn' });
  else if (nights > HOTEL_LIMITS.maxNights)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `at most ${HOTEL_LIMITS.maxNights} nights` });
}

const PositiveIdSchema = z.number().int().positive();

export const DestinationsQuerySchema = z.object({
  q: text()
    .trim()
    .min(2, 'at least 2 characters')
    .max(50, 'at most 50 characters')
    .openapi({ param: { name: 'q', in: 'query' }, example: 'dub' }),
});

export const DestinationQuerySchema = z.object({
  type: z.enum(['CITY', 'HOTEL']).openapi({ param: { name: 'type', in: 'query' }, example: 'CITY' }),
  id: z.coerce
    .number()
    .pipe(PositiveIdSchema)
    .openapi({ param: { name: 'id', in: 'query' }, example: 12 }),
});

export const DestinationSchema = z
  .object({
    type: z.enum(['CITY', 'HOTEL']),
    id: z.number().int(),
    name: z.string().openapi({ example: 'Dubai' }),
    cityId: z.number().int(),
    cityName: z.string(),
    countryId: z.string().openapi({ example: 'AE' }),
    countryName: z.string(),
    hotelCount: z.number().int().optional().openapi({ description: 'Cities only' }),
  })
  .openapi('HotelDestination');

export const DestinationsSchema = z
  .object({ cities: z.array(DestinationSchema), hotels: z.array(DestinationSchema) })
  .openapi('HotelDestinations');

export const SearchBodySchema = z
  .object({
    searchType: z.enum(['CITY', 'HOTEL']),
    destinationId: PositiveIdSchema.openapi({
      description: 'A city id (CITY) or a hotel id (HOTEL)',
      example: 12,
    }),
    countryId: text()
      .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
      .openapi({ example: 'AE' }),
    ...stayFields,
  })
  .superRefine(checkStay)
  .openapi('HotelSearchBody');

export type SearchBody = z.infer<typeof SearchBodySchema>;

export const SearchStartedSchema = z
  .object({
    searchId: z.string(),
    currency: z.string(),
    nights: z.number().int(),
    total: z.number().int().openapi({ description: 'How many hotels the search returns' }),
    expiresAt: z.string(),
  })
  .openapi('HotelSearchStarted');

export const ResultsBodySchema = z
  .object({
    searchId: text().min(1).max(2000),
    offset: z.number().int().min(0).openapi({ description: 'How many hotels the caller already has' }),
  })
  .openapi('HotelResultsBody');

const money = (example: number) => z.number().openapi({ example });

const SummaryRateSchema = z
  .object({
    rateId: z.string(),
    board: z.enum(BOARDS),
    refundable: z.boolean(),
    freeCancellationUntil: z.string().nullable(),
    pricePerNight: money(210.5),
    total: money(421),
    taxesAndFees: money(63.15),
    currency: z.string(),
  })
  .openapi('HotelSummaryRate');

export const HotelSummarySchema = z
  .object({
    hotelId: z.number().int(),
    name: z.string(),
    stars: z.number().int(),
    guestRating: z.number(),
    reviewCount: z.number().int(),
    propertyType: z.enum(PROPERTY_TYPES),
    area: z.string(),
    distanceKm: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    photo: z.string(),
    amenities: z.array(z.enum(AMENITIES)),
    recommended: z.number().int().openapi({ description: 'Rank for the recommended sort, 1 first' }),
    freeCancellation: z.boolean().openapi({
      description: 'Some rate of a room type taking every room can be cancelled free (the cheapest may not)',
    }),
    boards: z.array(z.enum(BOARDS)).openapi({
      description: 'The boards sold for room types taking every room, RO to AI',
      example: ['RO', 'BB'],
    }),
    cheapest: SummaryRateSchema,
    rateOptions: z.array(SummaryRateSchema).openapi({
      description:
        'The cheapest rate of each board, refundable (free cancellation now) and not, of the room ' +
        'types taking every room: what a card shows when the visitor filters by free cancellation or ' +
        'by meals. `cheapest` is the cheapest of them.',
    }),
  })
  .openapi('HotelSummary');

export const ResultsSchema = z
  .object({
    searchId: z.string(),
    complete: z.boolean(),
    progress: z.number().int(),
    total: z.number().int(),
    hotels: z.array(HotelSummarySchema),
    nextOffset: z.number().int(),
    currency: z.string(),
  })
  .openapi('HotelResults');

export const StayBodySchema = z
  .object({ hotelId: PositiveIdSchema.openapi({ example: 120034 }), ...stayFields })
  .superRefine(checkStay)
  .openapi('HotelStayBody');

export type StayBody = z.infer<typeof StayBodySchema>;

const PriceSchema = z.object({
  pricePerNight: z.number(),
  total: z.number(),
  base: z.number(),
  taxes: z.number(),
  fees: z.number(),
});

export const CancellationSchema = z
  .object({ freeUntil: z.string(), penalty: z.number(), penaltyText: z.string() })
  .nullable()
  .openapi('HotelCancellation', { description: 'null: not refundable' });

export const RateSchema = PriceSchema.extend({
  rateId: z.string(),
  board: z.enum(BOARDS),
  refundable: z.boolean(),
  cancellation: CancellationSchema,
  payNow: z.boolean(),
  currency: z.string(),
  byRoom: z
    .array(PriceSchema.nullable())
    .openapi({ description: 'Per room of the search; null: cannot take it' }),
}).openapi('HotelRate');

export const DetailsSchema = z
  .object({
    hotelId: z.number().int(),
    name: z.string(),
    stars: z.number().int(),
    guestRating: z.number(),
    reviewCount: z.number().int(),
    propertyType: z.enum(PROPERTY_TYPES),
    address: z.string(),
    area: z.string(),
    cityId: z.number().int(),
    cityName: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    distanceKm: z.number(),
    timeZone: z.string(),
    description: z.string(),
    photos: z.array(z.string()),
    amenities: z.array(z.enum(AMENITIES)),
    checkInFrom: z.string(),
    checkOutUntil: z.string(),
    policies: z.object({ children: z.string(), extraBeds: z.string(), pets: z.string() }),
    currency: z.string(),
    nights: z.number().int(),
    rooms: z.array(
      z.object({
        roomTypeId: z.string(),
        name: z.string(),
        beds: z.string(),
        sizeM2: z.number().int(),
        maxAdults: z.number().int(),
        maxChildren: z.number().int(),
        photos: z.array(z.string()),
        rates: z.array(RateSchema),
      }),
    ),
    fitsRooms: z.array(z.array(z.string())),
  })
  .openapi('HotelDetails');

export const RateCheckBodySchema = z
  .object({
    hotelId: PositiveIdSchema.openapi({ example: 120034 }),
    ...stayFields,
    rateIds: z.array(text().min(1).max(40)).min(1).max(HOTEL_LIMITS.maxRooms).openapi({
      description: 'One rate per room of the search, in order',
    }),
  })
  .superRefine(checkStay)
  .superRefine((body, ctx) => {
    if (body.rateIds.length !== body.rooms.length)
      ctx.addIssue({
        code: 'custom',
        path: ['rateIds'],
        message: `one rate per room (${body.rooms.length})`,
      });
  })
  .openapi('HotelRateCheckBody');

export type RateCheckBody = z.infer<typeof RateCheckBodySchema>;

export const StayRoomSchema = PriceSchema.omit({ pricePerNight: true }).extend({
  adults: z.number().int(),
  childAges: z.array(z.number().int()),
  roomTypeId: z.string(),
  rateId: z.string(),
  roomName: z.string(),
  board: z.enum(BOARDS),
  refundable: z.boolean(),
  cancellation: CancellationSchema,
});

export const StaySchema = z
  .object({
    hotelId: z.number().int(),
    name: z.string(),
    address: z.string(),
    cityName: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    stars: z.number().int(),
    photo: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    checkInFrom: z.string(),
    checkOutUntil: z.string(),
    timeZone: z.string(),
    rooms: z.array(StayRoomSchema),
    total: z.number(),
    base: z.number(),
    taxes: z.number(),
    fees: z.number(),
    currency: z.string(),
  })
  .openapi('HotelStay');

export type Stay = z.infer<typeof StaySchema>;

export const RateCheckSchema = z
  .object({
    status: z.enum(['CONFIRMED', 'PRICE_CHANGED', 'UNAVAILABLE']),
    oldPrice: z.number(),
    newPrice: z.number(),
    currency: z.string(),
    rateToken: z.string().nullable(),
    expiresAt: z.string().nullable(),
    unavailableRateIds: z.array(z.string()),
    stay: StaySchema,
  })
  .openapi('HotelRateCheck');

export const HotelBookBodySchema = z
  .object({
    rateToken: text().min(1).max(2000).openapi({ description: 'From /hotel/rate-check' }),
    guestUserId: z.uuid().optional().openapi({
      description: 'Required without a login: the guest user id the site keeps. Ignored with a login.',
    }),
    guests: z
      .array(z.object({ firstName: NameSchema('Sara'), lastName: NameSchema('Haddad') }))
      .min(1)
      .max(HOTEL_LIMITS.maxRooms)
      .openapi({ description: 'One lead guest per room, in room order' }),
    contact: ContactSchema,
    specialRequests: text().trim().max(500, 'at most 500 characters').optional(),
    arrivalTime: text()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM')
      .nullable()
      .optional(),
    companyTax: CompanyTaxSchema.nullable().optional(),
  })
  .openapi('BookHotelBody');

export type HotelBookBody = z.infer<typeof HotelBookBodySchema>;

export const HotelPhotoParamsSchema = z.object({
  hotelId: z.coerce
    .number()
    .pipe(PositiveIdSchema)
    .openapi({ param: { name: 'hotelId', in: 'path' }, example: 120034 }),
  file: text()
    .regex(/^\d{1,2}\.svg$/, 'must be a photo number followed by .svg')
    .openapi({ param: { name: 'file', in: 'path' }, example: '0.svg' }),
});

export const HotelBookingDetailsSchema = BookingDetailsSchema.omit({
  tripType: true,
  cabin: true,
  passengers: true,
  fare: true,
  itinerary: true,
  travellers: true,
})
  .extend({
    stay: StaySchema,
    guests: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
    specialRequests: z.string().nullable(),
    arrivalTime: z.string().nullable(),
  })
  .openapi('HotelBookingDetails');

export type HotelBookingDetails = z.infer<typeof HotelBookingDetailsSchema>;

/** The flight booking's answer, with module type 2. */
export const HotelBookResultSchema = BookResultSchema.extend({
  moduleType: z.number().int().openapi({ description: 'Hotel=2', example: 2 }),
}).openapi('BookHotelResult');
