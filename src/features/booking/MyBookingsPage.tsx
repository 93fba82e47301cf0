import { useTranslations } from 'next-intl';
import type { BookingModule } from './api';
import { MyBookingsList } from './MyBookingsList';
import { VerifyEmailReminder } from '@/features/auth/components/VerifyEmailReminder';

/**
 * /my-bookings: the page's frame and heading render on the server; the lists, which depend on the
 * session this browser holds, are the client leaf.
 */
export function MyBookingsPage({ initialModule = 'flights' }: { initialModule?: BookingModule }) {
  const t = useTranslations('myBookings');
  return (
    <div className="container bookings-page">
      <h1 className="bookings-page__title">{t('title')}</h1>
      <VerifyEmailReminder />
      <MyBookingsList initialModule={initialModule} />
    </div>
  );
}

export default MyBookingsPage;
