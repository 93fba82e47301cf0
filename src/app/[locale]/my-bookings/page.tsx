import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyBookingsPage } from '@/features/booking/MyBookingsPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';
import { MyBookingsLists } from './MyBookingsLists';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ module?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'myBookings' });
  return pageMetadata({ locale, path: '/my-bookings', pageTitle: t('title'), noindex: true });
}

/**
 * My bookings: the signed-in customer's own bookings, so the page renders on the client.
 * `?module=hotels` opens the hotel bookings (a hotel booking's page links back to them).
 */
export default async function MyBookingsRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { module } = await searchParams;
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.myBookings}>
      <MyBookingsPage>
        <MyBookingsLists initialModule={module === 'hotels' ? 'hotels' : 'flights'} />
      </MyBookingsPage>
    </PageMessages>
  );
}
