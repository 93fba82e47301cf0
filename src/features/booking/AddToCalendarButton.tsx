'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toastError } from '@/components/feedback/toast';
import { useSaveBookingCalendarMutation } from './bookingsApi';

/**
 * "Add to calendar": the booking's `.ics` file from the club API (one entry per flight, or the hotel
 * stay), which the phone or computer opens in its calendar. Downloaded through the API client, so
 * the login stays in the header and a guest's pass in the call, never in a link.
 */
export function AddToCalendarButton({
  bookingId,
  reference,
  accessToken = null,
  disabled = false,
}: {
  bookingId: string;
  reference: string;
  accessToken?: string | null;
  disabled?: boolean;
}) {
  const t = useTranslations('bookingDocuments');
  const lang = useLocale() === 'ar' ? 'ar' : 'en';
  const [saveCalendar] = useSaveBookingCalendarMutation();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      await saveCalendar({ bookingId, lang, accessToken, fileName: `booking-${reference}.ics` }).unwrap();
    } catch {
      void toastError(t('calendar_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-outline-primary"
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void add()}
    >
      {busy ? t('calendar_preparing') : t('add_to_calendar')}
    </button>
  );
}
