import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvalidHotelSearchPage } from '@/features/hotels/url/InvalidHotelSearchPage';
import { toSearchParams } from '@/features/hotels/url/serverValidation';
import { getClubLookup } from '@/lib/club/server';
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
    path: '/hotels/invalid',
    canonicalPath: '/hotels',
    pageTitle: t('invalid_url_title'),
    descriptionKey: 'invalid_hotel_url',
  });
}

/** Where the proxy rewrites an invalid hotel search URL (status 400), with the search's own query. */
export default async function InvalidHotelSearchRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  return (
    <InvalidHotelSearchPage
      params={toSearchParams(await searchParams)}
      clubId={lookup.config.club_details.club_id}
      locale={locale}
    />
  );
}
