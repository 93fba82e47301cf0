import { useCallback } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { fetchBookingCalendar, fetchBookingDocument, type BookingDocumentType } from './api';

/**
 * A booking's files as the browser downloads them: a document (e-ticket, voucher, invoice) as a
 * PDF, or the trip as an `.ics` calendar. These calls stay off RTK Query on purpose
 * (docs/data-fetching.md): a file is fetched once and handed to the browser to save, never shown
 * from the store; a Blob is not serialisable state, and there is nothing to cache or invalidate.
 */
export function useBookingFiles(lang: 'en' | 'ar', accessToken: string | null) {
  const api = useApi();
  const document = useCallback(
    (bookingId: string, type: BookingDocumentType) =>
      fetchBookingDocument(api, bookingId, type, lang, accessToken),
    [api, lang, accessToken],
  );
  const calendar = useCallback(
    (bookingId: string) => fetchBookingCalendar(api, bookingId, lang, accessToken),
    [api, lang, accessToken],
  );
  return { document, calendar };
}
