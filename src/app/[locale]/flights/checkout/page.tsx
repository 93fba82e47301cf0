import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FlightCheckout } from '@/features/flights/checkout/FlightCheckout';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return pageMetadata({
    locale,
    path: '/flights/checkout',
    pageTitle: t('page_title'),
    descriptionKey: 'checkout',
  });
}

/** Flight checkout: everything comes from the fare held in this browser, so the page renders on the client. */
export default async function FlightCheckoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div className="container checkout-container">
      <PageMessages namespaces={PAGE_NAMESPACES.flightCheckout}>
        <FlightCheckout />
      </PageMessages>
    </div>
  );
}
