import type { ManagedBooking, ManagedHotelBooking, RefundQuote } from '@/features/booking/api';
import { ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { aFlightOffer } from './aFlightOffer';
import { aStay } from './aHotelDetails';

/**
 * A booking as `GET /my-bookings/{id}` answers it (docs/bookings-contract.md), for the booking
 * detail's tests of both modules: what every booking has (paid by UPI, Sara's contact, booked then
 * paid), then the flight's fare and travellers or the hotel's stay and guests.
 */

/** A refund quote: cancellable and refundable, `amount` paid, the whole amount back unless said. */
export function aRefundQuote(amount: number, overrides: Partial<RefundQuote> = {}): RefundQuote {
  return {
    cancellable: true,
    refundable: true,
    reason: null,
    message: null,
    amount,
    cancellationFee: 0,
    refundAmount: amount,
    currency: 'USD',
    freeCancellationUntil: null,
    ...overrides,
  };
}

/** What a flight booking and a hotel booking share: a confirmed booking paid by UPI, in USD. */
function commonBooking(bookingId: string, reference: string, moduleType: number, amount: number) {
  return {
    bookingId,
    reference,
    moduleType,
    status: 1,
    statusName: 'Confirmed',
    amount,
    currency: 'USD',
    paymentMethod: 3,
    paymentMethodName: 'UPI',
    paymentType: 1,
    paymentTypeName: 'Cash',
    payment: {
      paymentId: `0b1e28b0-0000-4000-8000-00000000000${moduleType}`,
      status: 'SUCCEEDED' as const,
      cardBrand: null,
      cardLast4: null,
      paidAt: '2026-11-20T10:05:00.000Z',
    },
    refund: null,
    contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
    companyTax: null,
    supplierReferences: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    cancelReason: null,
  };
}

const history = [
  { status: 2, statusName: 'Pending', note: 'Booked', at: '2026-11-20T10:00:00.000Z' },
  { status: 1, statusName: 'Confirmed', note: 'Paid', at: '2026-11-20T10:05:00.000Z' },
];

export const FLIGHT_BOOKING_ID = '6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
export const HOTEL_BOOKING_ID = '7a2c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';

/** K7QM2X: a refundable one-way Flex fare for Sara Haddad (masked passport), USD 640.50. */
export function aManagedFlightBooking(
  overrides: Partial<ManagedBooking['booking']> = {},
  quote: RefundQuote = aRefundQuote(640.5, { cancellationFee: 64.05, refundAmount: 576.45 }),
): ManagedBooking {
  const offer = aFlightOffer({ refundable: true });
  return {
    booking: {
      ...commonBooking(FLIGHT_BOOKING_ID, 'K7QM2X', 1, 640.5),
      tripType: 'Oneway',
      cabin: 1,
      passengers: { adults: 1, children: 0, infants: 0 },
      fare: {
        offerId: offer.offerId,
        fareBrand: 'Flex',
        refundable: true,
        baggage: { checkedKg: 30, cabinKg: 7 },
        validatingAirline: offer.validatingAirline,
        priceBreakdown: offer.priceBreakdown,
      },
      itinerary: { legs: offer.legs },
      travellers: [
        {
          type: 'ADT',
          firstName: 'Sara',
          lastName: 'Haddad',
          dateOfBirth: '1990-04-12',
          gender: 'F',
          passportNumber: '*****567',
          expiryDate: '2031-01-31',
        },
      ],
      ...overrides,
    } as ManagedBooking['booking'],
    history,
    quote,
  };
}

/** H4TL22: two rooms at Jumeirah Creek Palace for Sara Haddad and Omar Nasser, USD 860. */
export function aManagedHotelBooking(
  overrides: Partial<ManagedHotelBooking['booking']> = {},
  quote: RefundQuote = aRefundQuote(860, { freeCancellationUntil: '2026-11-28T23:59:00+04:00' }),
): ManagedHotelBooking {
  return {
    booking: {
      ...commonBooking(HOTEL_BOOKING_ID, 'H4TL22', 2, 860),
      stay: aStay(860) as ManagedHotelBooking['booking']['stay'],
      guests: [
        { firstName: 'Sara', lastName: 'Haddad' },
        { firstName: 'Omar', lastName: 'Nasser' },
      ],
      specialRequests: 'A quiet room, please',
      arrivalTime: '18:30',
      ...overrides,
    },
    history,
    quote,
  };
}

/**
 * The booking's calls as the API answers them around a cancellation: the booking, its quote, and a
 * cancel that answers `cancelled` — after which the booking reads as cancelled too, as it does on
 * the real API (the page reads it again once cancelled).
 */
export function cancellationRoutes<B extends ManagedBooking | ManagedHotelBooking>(
  before: B,
  cancelled: B,
  cancel: FakeRoute = ok(cancelled),
): Record<string, FakeRoute> {
  const id = before.booking.bookingId;
  let done = false;
  return {
    [`GET /my-bookings/${id}`]: () => ok(done ? cancelled : before),
    [`GET /my-bookings/${id}/refund-quote`]: ok(before.quote),
    [`POST /my-bookings/${id}/cancel`]: async (call) => {
      const answer = typeof cancel === 'function' ? await cancel(call) : cancel;
      done = answer.status === 200;
      return answer;
    },
  };
}
