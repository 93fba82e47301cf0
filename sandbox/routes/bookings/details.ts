import {
  BOOKING_STATUS,
  PAYMENT_METHOD,
  PAYMENT_TYPE,
  REFUND_STATUS,
  type payments,
  type refunds,
} from '../../db/schema';
import { offerInLanguage } from '../../lib/airlines/arabic-names';
import type { Offer } from '../../lib/flight-offers';
import type { BookingRow } from '../../lib/booking-access';
import type { HotelBookingDetails, Stay } from '../hotels/schemas';
import type { BookingDetails } from './schemas';
import { supplierReferencesOf } from './supplier-references';

/** The name of an enumeration value (`{ Confirmed: 1 }`, 1 → 'Confirmed'), or null. */
export function enumName(enumeration: Record<string, number>, value: number | null): string | null {
  if (value === null) return null;
  return Object.entries(enumeration).find(([, code]) => code === value)?.[0] ?? null;
}

/** `N1234567` → `*****567`: enough for a person to recognise, not to reuse. */
export function maskPassport(passportNumber: string): string {
  return '*'.repeat(Math.max(0, passportNumber.length - 3)) + passportNumber.slice(-3);
}

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What a booking is called and costs, in its details and in My bookings' list alike. */
export function bookingHeadline(booking: BookingRow) {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    moduleType: booking.moduleType,
    status: booking.status,
    statusName: enumName(BOOKING_STATUS, booking.status) ?? String(booking.status),
    amount: Number(booking.amount),
    currency: booking.currency,
  };
}

/** What every booking's details show, flight or hotel: its reference, status, payment and refund. */
function commonDetails(booking: BookingRow, payment: PaymentRow | null, refund: RefundRow | null) {
  return {
    ...bookingHeadline(booking),
    paymentMethod: booking.paymentMethod,
    paymentMethodName: enumName(PAYMENT_METHOD, booking.paymentMethod),
    paymentType: booking.paymentType,
    paymentTypeName: enumName(PAYMENT_TYPE, booking.paymentType),
    payment: payment && {
      paymentId: payment.id,
      status: payment.status,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      paidAt: payment.createdAt.toISOString(),
    },
    refund: refund && {
      status: refund.status,
      statusName: enumName(REFUND_STATUS, refund.status) ?? String(refund.status),
      amount: Number(refund.amount),
      currency: refund.currency,
    },
    contact: booking.contact,
    companyTax: booking.companyTax,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/** What the confirmation page shows about a flight booking. */
export function bookingDetails(
  booking: BookingRow,
  payment: PaymentRow | null,
  refund: RefundRow | null,
  language?: string,
): BookingDetails {
  const { fare, travellers } = booking;
  if (!fare || !travellers) throw new Error(`Booking ${booking.id} is not a flight booking`);
  const offer = offerInLanguage(fare.offer as unknown as Offer, language);
  return {
    ...commonDetails(booking, payment, refund),
    tripType: fare.tripType,
    cabin: fare.cabin,
    passengers: fare.passengers,
    fare: {
      offerId: offer.offerId,
      fareBrand: offer.fareBrand,
      refundable: offer.refundable,
      baggage: offer.baggage,
      validatingAirline: offer.validatingAirline,
      priceBreakdown: offer.priceBreakdown,
    },
    itinerary: { legs: offer.legs },
    supplierReferences: supplierReferencesOf(booking, offer, []),
    travellers: travellers.map((traveller) => ({
      ...traveller,
      passportNumber: maskPassport(traveller.passportNumber),
    })),
  };
}

/** A hotel booking's details (as `GET /hotel/booking/{id}`): the stay in the request's language. */
export function hotelDetails(
  booking: BookingRow,
  payment: PaymentRow | null,
  refund: RefundRow | null,
  language?: string,
): HotelBookingDetails {
  const { stay } = booking;
  if (!stay) throw new Error(`Booking ${booking.id} is not a hotel booking`);
  const stayIn = (language === 'ar' ? stay.ar : stay.en) as unknown as Stay;
  return {
    ...commonDetails(booking, payment, refund),
    supplierReferences: supplierReferencesOf(
      booking,
      null,
      stayIn.rooms.map((room) => room.roomName),
    ),
    stay: stayIn,
    guests: stay.guests,
    specialRequests: stay.specialRequests,
    arrivalTime: stay.arrivalTime,
  };
}
