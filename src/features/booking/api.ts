import type { ApiClient } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

/** The My bookings calls of the club API (docs/bookings-contract.md). */

export const BOOKING_TABS = ['upcoming', 'cancelled', 'completed', 'failed'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** The kinds of booking, as the pages name them: flights (module type 1) and hotels (2). */
export const BOOKING_KINDS = ['flights', 'hotels'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const moduleTypeOf = (kind: BookingKind) => (kind === 'hotels' ? 2 : 1);

export type BookingList = components['schemas']['BookingList'];
export type BookingListItem = components['schemas']['BookingListItem'];
export type ManagedBooking = components['schemas']['ManagedBooking'];
export type ManagedHotelBooking = components['schemas']['ManagedHotelBooking'];
/** What `GET /my-bookings/{id}` answers: a flight booking or a hotel booking. */
export type AnyManagedBooking = ManagedBooking | ManagedHotelBooking;
export type RefundQuote = components['schemas']['RefundQuote'];

/** What every module's booking call answers: the booking made, and a guest's pass to it. */
export interface CreatedBooking {
  bookingId: string;
  reference: string;
  status: number;
  amount: number;
  currency: string;
  accessToken: string;
}

/**
 * What every module's confirmation call answers (`GET /flight/booking/{id}`, `GET /hotel/booking/{id}`)
 * before the module's own part (the fare and itinerary; the stay and guests).
 */
export interface ConfirmedBooking {
  bookingId: string;
  reference: string;
  moduleType: number;
  status: number;
  statusName: string;
  amount: number;
  currency: string;
  paymentMethod: number | null;
  paymentMethodName: string | null;
  payment: { status: string; cardBrand: string | null; cardLast4: string | null; paidAt: string } | null;
  refund: { status: number; statusName: string; amount: number; currency: string } | null;
  /** What the airlines or the hotel issued at ticketing (issue 33); null before. */
  supplierReferences: components['schemas']['SupplierReferences'] | null;
}

/** A hotel booking (module type 2) holds a stay where a flight booking holds its fare. */
export function isHotelBooking(managed: AnyManagedBooking): managed is ManagedHotelBooking {
  return 'stay' in managed.booking;
}

/** Rows per page of a list. */
export const PAGE_SIZE = 10;

const path = (bookingId: string) => `/my-bookings/${encodeURIComponent(bookingId)}`;

export type ManageCodeTicket = components['schemas']['ManageBookingCode'];
export type ManageSession = components['schemas']['ManageBookingSession'];
export type ManageCaptchaAnswer = components['schemas']['ManageBookingCodeBody']['captcha'];

/** A booking's documents: a flight's e-ticket or a hotel's voucher, and the invoice of both. */
export type BookingDocumentType = 'ticket' | 'voucher' | 'invoice';
export type InvoiceMailResult = components['schemas']['InvoiceMailResult'];

/** Booking statuses that were paid (Confirmed, Cancelled, Completed, CancelRequested): they have documents. */
const ISSUED_STATUSES = [1, 3, 4, 7];

/** What the documents need of a booking: the booking detail's or the confirmation's. */
export interface DocumentsTarget {
  bookingId: string;
  reference: string;
  status: number;
  hotel: boolean;
}

export function documentsTargetOf(managed: AnyManagedBooking): DocumentsTarget {
  const { bookingId, reference, status } = managed.booking;
  return { bookingId, reference, status, hotel: isHotelBooking(managed) };
}

export function documentsOf(booking: AnyManagedBooking | DocumentsTarget): BookingDocumentType[] {
  const target = 'booking' in booking ? documentsTargetOf(booking) : booking;
  if (!ISSUED_STATUSES.includes(target.status)) return [];
  return target.hotel ? ['voucher', 'invoice'] : ['ticket', 'invoice'];
}

/** One document as a PDF file (the login goes in the header, a guest's pass in the API call). */
export async function fetchBookingDocument(
  api: ApiClient,
  bookingId: string,
  type: BookingDocumentType,
  lang: 'en' | 'ar',
  accessToken?: string | null,
): Promise<Blob> {
  const response = await api.get<Blob>(`${path(bookingId)}/documents/${type}`, {
    params: { lang, ...(accessToken ? { accessToken } : {}) },
    responseType: 'blob',
  });
  return response.data;
}

/** The booking as calendar entries (an `.ics` file: each flight, or the hotel stay). */
export async function fetchBookingCalendar(
  api: ApiClient,
  bookingId: string,
  lang: 'en' | 'ar',
  accessToken?: string | null,
): Promise<Blob> {
  const response = await api.get<Blob>(`${path(bookingId)}/calendar`, {
    params: { lang, ...(accessToken ? { accessToken } : {}) },
    responseType: 'blob',
  });
  return response.data;
}
