import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { VerifyEmailReminder } from '@/features/auth/VerifyEmailReminder';

/**
 * /my-bookings: the page's frame and heading render on the server; the lists (`children`: the kit's
 * MyBookingsList with the modules' rows), which depend on the session this browser holds, are the
 * client leaf.
 */
export function MyBookingsPage({ children }: { children: ReactNode }) {
  const t = useTranslations('myBookings');
  return (
    <div className="container bookings-page">
      <h1 className="bookings-page__title">{t('title')}</h1>
      <VerifyEmailReminder />
      {children}
    </div>
  );
}

export default MyBookingsPage;
