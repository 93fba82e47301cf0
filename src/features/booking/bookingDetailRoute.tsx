import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';
import type { BookingKind } from './api';
import { isMissingBooking } from './bookingOnServer';

type Props = { params: Promise<{ locale: string; bookingId: string }> };

/**
 * A module's `app/[locale]/my-bookings/<kind>/[bookingId]/page.tsx`: one booking of the signed-in
 * customer, drawn by the module's detail page. A malformed id, or one the club API does not know for
 * the signed-in visitor, is a server-rendered 404 (status, title and content) before any JavaScript.
 */
export function bookingDetailRoute(kind: BookingKind, Detail: ComponentType<{ bookingId: string }>) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, bookingId } = await params;
    // A missing booking's metadata is the not-found page's (its title, in the page's language).
    if (await isMissingBooking(bookingId, locale)) {
      const tn = await getTranslations({ locale, namespace: 'NotFound' });
      return notFoundMetadata(locale, tn('title'));
    }
    const t = await getTranslations({ locale, namespace: 'myBookings' });
    return pageMetadata({
      locale,
      path: `/my-bookings/${kind}/${encodeURIComponent(bookingId)}`,
      pageTitle: t('page_title'),
      noindex: true,
    });
  }

  async function BookingRoute({ params }: Props) {
    const { locale, bookingId } = await params;
    setRequestLocale(locale);
    if (await isMissingBooking(bookingId, locale)) return notFoundPage();
    return (
      <PageMessages namespaces={PAGE_NAMESPACES.myBookings}>
        <Detail key={bookingId} bookingId={bookingId} />
      </PageMessages>
    );
  }

  return { generateMetadata, Page: BookingRoute };
}
