import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { StayQuery } from '@/features/hotels/api/booking';
import { headers } from 'next/headers';
import { prefetchHotelDetails, visitorIpFrom } from '@/features/hotels/api/prefetch';
import { HotelDetailsLoading, HotelDetailsView } from '@/features/hotels/details/HotelDetailsView';
import { InvalidDetailsUrl } from '@/features/hotels/details/InvalidDetailsUrl';
import { searchParamsOf, todayInVienna, validateDetailsUrl } from '@/features/hotels/details/detailsUrl';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { getClubLookup } from '@/lib/club/server';
import { pageMetadata } from '@/lib/seo/server';

type SearchParamsRecord = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'hotelBooking' });
  return pageMetadata({
    locale,
    path: '/hotels/details',
    pageTitle: t('page_title_details'),
    // A stay's rooms and rates for given dates: not a page for search engines.
    noindex: true,
  });
}

/**
 * A hotel's details, rooms and rates for the stay in the URL. The proxy has already answered an
 * invalid URL with 400; the check is repeated so the page never runs on a stay it did not validate.
 */
export default async function HotelDetailsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const result = validateDetailsUrl(searchParamsOf(await searchParams), todayInVienna());
  if (!result.ok) return <InvalidDetailsUrl problem={result.problem} />;
  return (
    <div className="container-xxl">
      <PageMessages namespaces={PAGE_NAMESPACES.hotelDetails}>
        <Suspense fallback={<HotelDetailsLoading />}>
          <ServedHotelDetails key={JSON.stringify(result.query)} query={result.query} locale={locale} />
        </Suspense>
      </PageMessages>
    </div>
  );
}

/**
 * The hotel as the server fetches it (briefly: without it in time, the browser asks), so the HTML
 * holds the page and its first photo, the largest paint, instead of a loading line.
 */
async function ServedHotelDetails({ query, locale }: { query: StayQuery; locale: string }) {
  const lookup = await getClubLookup();
  const initial =
    lookup.status === 'found'
      ? await prefetchHotelDetails(query, {
          clubId: lookup.config.club_details.club_id,
          language: locale,
          currency: lookup.config.default_currency,
          visitorIp: visitorIpFrom((await headers()).get('x-forwarded-for')),
        })
      : null;
  return <HotelDetailsView query={query} initial={initial} />;
}
