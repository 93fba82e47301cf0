import { clientCall, type ApiRequest } from '@/lib/api/baseQuery';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import {
  PAGE_SIZE,
  type AnyManagedBooking,
  type BookingList,
  type BookingTab,
  type ConfirmedBooking,
  type InvoiceMailResult,
  type ManageCaptchaAnswer,
  type ManageCodeTicket,
  type ManageSession,
  type RefundQuote,
  type BookingDocumentType,
  fetchBookingCalendar,
  fetchBookingDocument,
} from './api';
import { saveFile } from './saveFile';
import { listRead } from './myBookingsSlice';

/** A booking's file, read with the booking's pass in a language and saved by the browser as `fileName`. */
export type BookingFileArg = Omit<BookingArg, 'userId'> & { lang: 'en' | 'ar'; fileName: string };

/**
 * The My bookings and Manage booking calls of the club API (docs/bookings-contract.md) as RTK
 * Query endpoints, injected when a booking page loads (never with the home page's first load).
 * Tags: a list is `Bookings`, a booking's detail `Booking` by its id; a cancellation makes both
 * stale, so the list and the detail on screen read what the API holds now
 * (docs/data-fetching.md).
 */

/** One page of one tab of a module's list, for the signed-in user it was read for. */
export interface ListArg {
  /** Whose list it is: another user's login never shows this one's cached pages. */
  userId: number;
  moduleType: number;
  tab: BookingTab;
  page: number;
}

/** One booking, with a guest's pass to it (its access token or a Manage booking session). */
export interface BookingArg {
  /** Who reads it (null for a guest): another login never shows this one's cached booking. */
  userId: number | null;
  bookingId: string;
  accessToken: string | null;
}

const path = (bookingId: string) => `/my-bookings/${encodeURIComponent(bookingId)}`;
const accessParams = (accessToken: string | null) => (accessToken ? { accessToken } : undefined);

export const bookingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    bookingList: build.query<BookingList, ListArg>({
      query: ({ moduleType, tab, page }) => ({
        url: '/my-bookings',
        params: { moduleType, tab, page, pageSize: PAGE_SIZE },
      }),
      transformResponse: envelopeData<BookingList>,
      providesTags: ['Bookings'],
      // Each first page read is kept (persisted), for My bookings to show at once next time.
      onQueryStarted: async ({ userId, moduleType, tab }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(listRead({ userId, moduleType, tab, list: data, at: new Date().toISOString() }));
        } catch {
          // The list says what went wrong.
        }
      },
    }),
    managedBooking: build.query<AnyManagedBooking, BookingArg>({
      query: ({ bookingId, accessToken }) => ({ url: path(bookingId), params: accessParams(accessToken) }),
      transformResponse: envelopeData<AnyManagedBooking>,
      providesTags: (_result, _error, { bookingId }) => [{ type: 'Booking', id: bookingId }],
    }),
    /**
     * A booking as its module's confirmation reads it: `request` is the module's
     * (`BookingModule.confirmation`, where scripts/lib/clubApiCalls.ts finds the call), the answer
     * the module's own booking type.
     */
    confirmedBooking: build.query<
      ConfirmedBooking,
      { request: ApiRequest; bookingId: string; accessToken: string | null }
    >({
      query: ({ request, accessToken }) => ({ ...request, params: accessParams(accessToken) }),
      transformResponse: envelopeData<ConfirmedBooking>,
      providesTags: (_result, _error, { bookingId }) => [{ type: 'Booking', id: bookingId }],
    }),
    /** What cancelling would refund now; read when the booker opens the cancellation, never cached. */
    refundQuote: build.query<RefundQuote, BookingArg>({
      query: ({ bookingId, accessToken }) => ({
        url: `${path(bookingId)}/refund-quote`,
        params: accessParams(accessToken),
      }),
      transformResponse: envelopeData<RefundQuote>,
      keepUnusedDataFor: 0,
    }),
    cancelBooking: build.mutation<
      AnyManagedBooking,
      BookingArg & { reasonValue: string; expectedRefund: number }
    >({
      query: ({ bookingId, accessToken, reasonValue, expectedRefund }) => ({
        url: `${path(bookingId)}/cancel`,
        method: 'POST',
        body: { reasonValue, expectedRefund, ...(accessToken ? { accessToken } : {}) },
      }),
      transformResponse: envelopeData<AnyManagedBooking>,
      // The cancelled booking the API answers shows at once; the list and the detail are read again.
      onQueryStarted: async ({ userId, bookingId, accessToken }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            bookingsApi.util.upsertQueryData('managedBooking', { userId, bookingId, accessToken }, data),
          );
        } catch {
          // The panel shows the failure; nothing held changes.
        }
      },
      invalidatesTags: (_result, error, { bookingId }) =>
        error ? [] : ['Bookings', { type: 'Booking', id: bookingId }],
    }),
    /** Manage booking, step 1: a code to the booking's e-mail (the answer is the same for any reference). */
    requestManageCode: build.mutation<
      ManageCodeTicket,
      { reference: string; email: string; captcha: ManageCaptchaAnswer | undefined }
    >({
      query: (body) => ({ url: '/manage-booking/code', method: 'POST', body }),
      transformResponse: envelopeData<ManageCodeTicket>,
    }),
    /** Manage booking, step 2: the mailed code opens the booking for a short session. */
    openManageSession: build.mutation<ManageSession, { ticket: string; code: string }>({
      query: (body) => ({ url: '/manage-booking/session', method: 'POST', body }),
      transformResponse: envelopeData<ManageSession>,
    }),
    /** Invoice delivery EMAIL=2: the invoice to the booking's contact e-mail. */
    emailInvoice: build.mutation<InvoiceMailResult, Omit<BookingArg, 'userId'> & { lang: 'en' | 'ar' }>({
      query: ({ bookingId, accessToken, lang }) => ({
        url: `${path(bookingId)}/invoice/email`,
        method: 'POST',
        body: { lang, ...(accessToken ? { accessToken } : {}) },
      }),
      transformResponse: envelopeData<InvoiceMailResult>,
    }),
    /**
     * A document (e-ticket, voucher, invoice) as a PDF, handed to the browser to save. The file
     * itself never enters the store (a Blob is not state, and there is nothing to cache): the
     * mutation answers null once the download has started.
     */
    saveBookingDocument: build.mutation<null, BookingFileArg & { type: BookingDocumentType }>({
      queryFn: clientCall(async (client, { bookingId, type, lang, accessToken, fileName }) => {
        saveFile(await fetchBookingDocument(client, bookingId, type, lang, accessToken), fileName);
        return null;
      }),
    }),
    /** The trip as calendar entries (an `.ics` file), handed to the browser to save, as above. */
    saveBookingCalendar: build.mutation<null, BookingFileArg>({
      queryFn: clientCall(async (client, { bookingId, lang, accessToken, fileName }) => {
        saveFile(await fetchBookingCalendar(client, bookingId, lang, accessToken), fileName);
        return null;
      }),
    }),
  }),
});

export const {
  useBookingListQuery,
  useManagedBookingQuery,
  useConfirmedBookingQuery,
  useLazyRefundQuoteQuery,
  useCancelBookingMutation,
  useRequestManageCodeMutation,
  useOpenManageSessionMutation,
  useEmailInvoiceMutation,
  useSaveBookingDocumentMutation,
  useSaveBookingCalendarMutation,
} = bookingsApi;
