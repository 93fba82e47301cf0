import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';
import { CheckoutResume } from './CheckoutResume';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'hotelBooking' });
  return pageMetadata({ locale, path: '/checkout', pageTitle: t('page_title_resume'), noindex: true });
}

/** Whichever checkout this browser holds (flight or hotel), else the way to a search. */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div className="container checkout-container">
      <PageMessages namespaces={PAGE_NAMESPACES.checkout}>
        <CheckoutResume />
      </PageMessages>
    </div>
  );
}
