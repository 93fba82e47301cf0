import type { ConfirmedBooking, CreatedBooking } from '@/features/booking/api';
import type { components } from '@/lib/api/schema';
import type { OfferLeg, PassengerType } from '../api/types';
import type { CheckoutDraft } from './flightCheckoutSlice';

export type BookingCreated = CreatedBooking;

export interface BookingTraveller {
  type: PassengerType;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  passportNumber: string;
  expiryDate: string;
}

export interface FlightBooking extends ConfirmedBooking {
  tripType: string;
  fare: { fareBrand: string; refundable: boolean; validatingAirline: { code: string; name: string } };
  itinerary: { legs: OfferLeg[] };
  travellers: BookingTraveller[];
  /** The airlines' record locators and the e-tickets, once ticketed (issue 33). */
  supplierReferences: components['schemas']['SupplierReferences'] | null;
}

/** The booking body without its fare token: what the visitor typed, trimmed. */
export function bookingDetails(draft: CheckoutDraft, guestUserId: string | null) {
  return {
    ...(guestUserId ? { guestUserId } : {}),
    travellers: draft.travellers.map((t) => ({
      type: t.type,
      firstName: t.firstName.trim(),
      lastName: t.lastName.trim(),
      dateOfBirth: t.dateOfBirth,
      gender: t.gender,
      passportNumber: t.passportNumber.trim().toUpperCase(),
      expiryDate: t.expiryDate,
    })),
    contact: {
      email: draft.email.trim(),
      phoneCountryCode: draft.phoneCountryCode,
      phoneNumber: draft.phoneNumber,
    },
    ...(draft.gstNumber
      ? {
          companyTax: {
            gstNumber: true,
            companyName: draft.companyName.trim(),
            registrationNo: draft.registrationNo.trim(),
          },
        }
      : {}),
  };
}

/** `GET /flight/book/status`: where a booking attempt (and its latest payment attempt) stands. */
export type BookingAttemptStatus = components['schemas']['BookingAttemptStatus'];
