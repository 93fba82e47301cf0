import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvalidDetailsUrl } from '@/features/hotels/details/InvalidDetailsUrl';
import { searchParamsOf, todayInVienna, validateDetailsUrl } from '@/features/hotels/details/detailsUrl';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Messages' });
  return pageMetadata({
    locale,
    path: '/hotels/details/invalid',
    // The visitor's address is the details page's; this path is only where the proxy rewrote it.
    canonicalPath: '/hotels/details',
    pageTitle: t('invalid_url_title'),
    noindex: true,
  });
}

/** Where the proxy rewrites an invalid hotel details URL (status 400), with the URL's own query. */
export default async function InvalidHotelDetailsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const result = validateDetailsUrl(searchParamsOf(await searchParams), todayInVienna());
  // Reached directly with a valid stay: there is nothing invalid to explain.
  if (result.ok) notFound();
  return <InvalidDetailsUrl problem={result.problem} />;
}
