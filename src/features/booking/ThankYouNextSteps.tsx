'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { BOOKING_STATUS } from '@/features/payment/types';
import { Link } from '@/i18n/navigation';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { BookingDocuments } from './BookingDocuments';
import { BookingReferences, type SupplierReferences } from './BookingReferences';

export interface ThankYouBooking {
  bookingId: string;
  reference: string;
  status: number;
  /** Issued at ticketing; null before (and for a booking the airline or hotel refused). */
  supplierReferences?: SupplierReferences | null;
}

/**
 * Below a confirmation: the booking's documents (as its detail page offers them) and the way back
 * to it — My bookings for a signed-in customer, Manage booking with the reference filled in for a
 * guest, who has no My bookings. Both depend on the session, so nothing is shown until the tab's
 * stored session is back: a signed-in customer never sees the guest's wording first.
 */
export function ThankYouNextSteps({ booking, hotel }: { booking: ThankYouBooking; hotel: boolean }) {
  const t = useTranslations('manageBooking');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectRehydrated);
  const titleId = useId();
  const failed = booking.status === BOOKING_STATUS.Failed;
  if (!sessionKnown) return null;
  return (
    <>
      {!failed && <BookingReferences reference={booking.reference} references={booking.supplierReferences} />}
      {!failed && (
        <BookingDocuments
          booking={{ ...booking, hotel }}
          accessToken={signedIn ? null : readBookingAccess(booking.bookingId)}
        />
      )}
      <section className="checkout-section" aria-labelledby={titleId} data-testid="thankyou-next">
        <h2 id={titleId} className="checkout-section__title">
          {t('next_title')}
        </h2>
        {signedIn ? (
          <>
            <p>{t('next_member')}</p>
            <Link href="/my-bookings" className="btn btn-outline-primary">
              {t('my_bookings_link')}
            </Link>
          </>
        ) : (
          <>
            <p>{t.rich('next_guest', { reference: () => <bdi>{booking.reference}</bdi> })}</p>
            <Link
              href={`/manage-booking?${new URLSearchParams({ reference: booking.reference }).toString()}`}
              className="btn btn-outline-primary"
            >
              {t('manage_link')}
            </Link>
          </>
        )}
      </section>
    </>
  );
}
