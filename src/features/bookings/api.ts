import type { ApiClient, Envelope } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

/** The My bookings calls of the club API (docs/bookings-contract.md). */

export const BOOKING_TABS = ['upcoming', 'cancelled', 'completed', 'failed'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export type BookingList = components['schemas']['BookingList'];
export type BookingListItem = components['schemas']['BookingListItem'];
export type ManagedBooking = components['schemas']['ManagedBooking'];
export type RefundQuote = components['schemas']['RefundQuote'];

/** Rows per page of a list. */
export const PAGE_SIZE = 10;

export interface ListRequest {
  moduleType: number;
  tab: BookingTab;
  page: number;
}

export async function fetchBookingList(api: ApiClient, request: ListRequest): Promise<BookingList> {
  const params = {
    moduleType: request.moduleType,
    tab: request.tab,
    page: request.page,
    pageSize: PAGE_SIZE,
  };
  const response = await api.get<Envelope<BookingList>>('/my-bookings', { params });
  return response.data.data;
}

const path = (bookingId: string) => `/my-bookings/${encodeURIComponent(bookingId)}`;

export async function fetchManagedBooking(api: ApiClient, bookingId: string): Promise<ManagedBooking> {
  const response = await api.get<Envelope<ManagedBooking>>(path(bookingId));
  return response.data.data;
}

export async function fetchRefundQuote(api: ApiClient, bookingId: string): Promise<RefundQuote> {
  const response = await api.get<Envelope<RefundQuote>>(`${path(bookingId)}/refund-quote`);
  return response.data.data;
}

export async function cancelBooking(
  api: ApiClient,
  bookingId: string,
  body: { reasonValue: string; expectedRefund: number },
): Promise<ManagedBooking> {
  const response = await api.post<Envelope<ManagedBooking>>(`${path(bookingId)}/cancel`, body);
  return response.data.data;
}
