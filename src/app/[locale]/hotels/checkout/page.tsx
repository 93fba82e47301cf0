import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HotelCheckout } from '@/features/hotels/checkout/HotelCheckout';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'hotelBooking' });
  return pageMetadata({
    locale,
    path: '/hotels/checkout',
    pageTitle: t('page_title_checkout'),
    noindex: true,
  });
}

/** Hotel checkout: everything comes from the stay held in this browser, so the page renders on the client. */
export default async function HotelCheckoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div className="container checkout-container">
      <PageMessages namespaces={PAGE_NAMESPACES.hotelCheckout}>
        <HotelCheckout />
      </PageMessages>
    </div>
  );
}
