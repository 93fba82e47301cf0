import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { REFERENCE_PATTERN } from '@/features/booking/reference';
import { ManageBookingPage } from '@/features/booking/ManageBookingPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'manageBooking' });
  return pageMetadata({ locale, path: '/manage-booking', pageTitle: t('page_title'), noindex: true });
}

/** Manage booking (the footer's link and the thank-you page's): a guest's way back to a booking. */
export default async function ManageBookingRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // `?reference=` from a confirmation or its mail fills the form's reference (only a well-formed one).
  const { reference } = await searchParams;
  const initialReference =
    typeof reference === 'string' && REFERENCE_PATTERN.test(reference) ? reference.toUpperCase() : undefined;
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.manageBooking}>
      <ManageBookingPage initialReference={initialReference} />
    </PageMessages>
  );
}
