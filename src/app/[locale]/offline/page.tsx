import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return pageMetadata({ locale, path: '/offline', pageTitle: t('title'), noindex: true });
}

/**
 * What the service worker shows for a page that needs the network when there is none
 * (docs/offline.md): the site's frame, and over it the offline dialog the layout shows whenever
 * the browser is offline. The worker keeps a copy of this page for each language.
 */
export default async function OfflineRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <div className="container bookings-page">
      <h1 className="bookings-page__title">{t('title')}</h1>
      <p>{t('check_network')}</p>
    </div>
  );
}
