import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { prefetchHotelResults, visitorIpFrom } from '@/features/hotels/api/prefetch';
import { HotelResults } from '@/features/hotels/results/HotelResults';
import { hotelSearchKey } from '@/features/hotels/search/hotelSearch';
import { todayIso } from '@/features/hotels/search/stayDates';
import { InvalidHotelSearchPage } from '@/features/hotels/url/InvalidHotelSearchPage';
import { toSearchParams } from '@/features/booking/search/searchParams';
import { validateHotelUrlForClub } from '@/features/hotels/url/serverValidation';
import { getClubLookup } from '@/lib/club/server';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'hotelResults' });
  return pageMetadata({
    locale,
    path: '/hotels',
    pageTitle: t('page_title'),
    descriptionKey: 'hotels',
    noindex: true,
  });
}

/**
 * Hotel results. The proxy has already answered an invalid URL with 400; the check is repeated here
 * (with the destination named in the page's language) so the page never runs on an unchecked search.
 * The server then starts the search and waits briefly for its first hotels, so that they (and the
 * first photo, the page's largest paint) are in the first HTML: no loading skeleton streams ahead
 * of them, because React holds a streamed reveal back for at least 300 ms after the first paint.
 * The search form's button says the search is under way meanwhile. Without the hotels in time the
 * browser searches by itself, with its own skeleton.
 */
export default async function HotelsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  const query = toSearchParams(await searchParams);
  const clubId = lookup.config.club_details.club_id;
  const result = await validateHotelUrlForClub(query, clubId, locale);
  if (!result.ok) return <InvalidHotelSearchPage params={query} clubId={clubId} locale={locale} />;
  const initial = await prefetchHotelResults(result.search, {
    clubId,
    language: locale,
    currency: lookup.config.default_currency,
    visitorIp: visitorIpFrom((await headers()).get('x-forwarded-for')),
  });
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.hotelResults}>
      <HotelResults
        key={hotelSearchKey(result.search)}
        search={result.search}
        destination={result.destination}
        initialView={result.view}
        today={todayIso()}
        initial={initial}
      />
    </PageMessages>
  );
}
