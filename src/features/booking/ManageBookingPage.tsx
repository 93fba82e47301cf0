import { useTranslations } from 'next-intl';
import { ManageBookingForm } from './ManageBookingForm';

/**
 * /manage-booking: the reference and e-mail → code → booking journey, on a page of its own. The
 * heading and introduction render on the server; the form is the client leaf.
 */
export function ManageBookingPage({ initialReference }: { initialReference?: string }) {
  const t = useTranslations('manageBooking');
  return (
    <div className="container bookings-page manage-booking">
      <h1 className="bookings-page__title">{t('title')}</h1>
      <p className="manage-booking__intro">{t('intro')}</p>
      <ManageBookingForm initialReference={initialReference} />
    </div>
  );
}
