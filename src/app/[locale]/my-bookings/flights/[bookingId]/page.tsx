import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FlightBookingDetailPage } from '@/features/flights/booking/FlightBookingDetailPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string; bookingId: string }> };

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, bookingId } = await params;
  const t = await getTranslations({ locale, namespace: 'myBookings' });
  return pageMetadata({
    locale,
    path: `/my-bookings/flights/${encodeURIComponent(bookingId)}`,
    pageTitle: t('page_title'),
    noindex: true,
  });
}

/** One flight booking of the signed-in customer; a malformed id is a 404 before any call. */
export default async function FlightBookingRoute({ params }: Props) {
  const { locale, bookingId } = await params;
  setRequestLocale(locale);
  if (!BOOKING_ID.test(bookingId)) notFound();
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.myBookings}>
      <FlightBookingDetailPage key={bookingId} bookingId={bookingId} />
    </PageMessages>
  );
}
