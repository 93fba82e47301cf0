import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';
import { BookingThankYou } from './BookingThankYou';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ThankYou' });
  return pageMetadata({
    locale,
    path: '/thankyou',
    pageTitle: t('page_title'),
    descriptionKey: 'thankyou',
  });
}

/**
 * The confirmation of a booking, `?booking=<id>` (`&type=hotel` for a hotel booking); a guest's
 * access token comes from the tab's session storage.
 */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { booking, type } = await searchParams;
  const bookingId = typeof booking === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(booking) ? booking : null;
  const hotel = type === 'hotel';
  return (
    <div className="container checkout-container">
      <PageMessages namespaces={PAGE_NAMESPACES.thankYou}>
        <BookingThankYou bookingId={bookingId} hotel={hotel} />
      </PageMessages>
    </div>
  );
}
