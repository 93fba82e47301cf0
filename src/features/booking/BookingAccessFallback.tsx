'use client';

import { useTranslations } from 'next-intl';
import { ManageBookingForm } from './ManageBookingForm';

/**
 * The thank-you page opened without this tab's booking access (another tab, another device, or a
 * booking that is not there): no "page not found", but why the booking does not show and the Manage
 * booking form, empty (nothing about the booking is known here, and nothing secret is prefilled).
 */
export function BookingAccessFallback() {
  const t = useTranslations('manageBooking');
  return (
    <section className="manage-booking manage-booking--fallback" aria-labelledby="booking-access-title">
      <h1 id="booking-access-title" className="checkout-page__title">
        {t('no_access_title')}
      </h1>
      <p className="manage-booking__intro">{t('no_access_text')}</p>
      <ManageBookingForm />
    </section>
  );
}
