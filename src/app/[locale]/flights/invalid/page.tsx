import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvalidSearchView } from '@/features/flights/url/InvalidSearchView';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Messages' });
  return { title: t('invalid_url_title'), robots: { index: false } };
}

/** Where the proxy rewrites an invalid flight search URL (answered with status 400). */
export default async function InvalidFlightSearchPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InvalidSearchView />;
}
