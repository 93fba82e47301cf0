import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { prefetchHotelDetails, visitorIpFrom } from '@/features/hotels/api/prefetch';
import { HotelAbout } from '@/features/hotels/details/HotelAbout';
import { HotelDetailsView } from '@/features/hotels/details/HotelDetailsView';
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
  const lookup = await getClubLookup();
  // The hotel in the page's first HTML, with its first photo (the largest paint): no loading line,
  // nothing that moves. Without it in time (a short deadline) the browser asks, as before.
  const initial =
    lookup.status === 'found'
      ? await prefetchHotelDetails(result.query, {
          clubId: lookup.config.club_details.club_id,
          language: locale,
          currency: lookup.config.default_currency,
          visitorIp: visitorIpFrom((await headers()).get('x-forwarded-for')),
        })
      : null;
  return (
    <div className="container-xxl">
      <PageMessages namespaces={PAGE_NAMESPACES.hotelDetails}>
        <HotelDetailsView
          key={JSON.stringify(result.query)}
          query={result.query}
          initial={initial}
          // The description and policies render here, on the server (they do not change with the
          // currency the view may ask again in); without the hotel the view renders them itself.
          about={initial && <HotelAbout details={initial.details} headingId="hotel-details-about" />}
        />
      </PageMessages>
    </div>
  );
}
