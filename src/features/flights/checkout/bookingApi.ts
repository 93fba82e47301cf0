import type { ApiClient, Envelope } from '@/lib/api/client';
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

export async function createBooking(
  api: ApiClient,
  body: ReturnType<typeof bookingDetails> & { fareToken: string },
  idempotencyKey: string,
): Promise<BookingCreated> {
  const response = await api.post<Envelope<BookingCreated>>('/flight/book', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data.data;
}

/** `GET /flight/book/status`: where a booking attempt (and its latest payment attempt) stands. */
export type BookingAttemptStatus = components['schemas']['BookingAttemptStatus'];

export async function fetchBookingStatus(
  api: ApiClient,
  query: { idempotencyKey: string; guestUserId: string | null; paymentKey: string | null },
): Promise<BookingAttemptStatus> {
  const params: Record<string, string> = { idempotencyKey: query.idempotencyKey };
  if (query.guestUserId) params.guestUserId = query.guestUserId;
  if (query.paymentKey) params.paymentKey = query.paymentKey;
  const response = await api.get<Envelope<BookingAttemptStatus>>('/flight/book/status', { params });
  return response.data.data;
}
