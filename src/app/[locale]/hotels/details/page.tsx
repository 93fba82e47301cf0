import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import type { StayQuery } from '@/features/hotels/api/booking';
import { lookUpHotelDetails, visitorIpFrom } from '@/features/hotels/api/prefetch';
import { HotelAbout } from '@/features/hotels/details/HotelAbout';
import { HotelDetailsView } from '@/features/hotels/details/HotelDetailsView';
import { InvalidDetailsUrl } from '@/features/hotels/details/InvalidDetailsUrl';
import { searchParamsOf, todayInVienna, validateDetailsUrl } from '@/features/hotels/details/detailsUrl';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { getClubLookup } from '@/lib/club/server';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';

type SearchParamsRecord = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParamsRecord> };

/**
 * The hotel for the stay in the URL (the details, 'missing' for a hotel the club API does not know,
 * null when the server could not tell in time). Once per request: the metadata and the page share
 * the answer (the stay is passed as its JSON, the key React's cache compares).
 */
const hotelForStay = cache(async (stay: string, locale: string) => {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return null;
  return lookUpHotelDetails(JSON.parse(stay) as StayQuery, {
    clubId: lookup.config.club_details.club_id,
    language: locale,
    currency: lookup.config.default_currency,
    visitorIp: visitorIpFrom((await headers()).get('x-forwarded-for')),
  });
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const result = validateDetailsUrl(searchParamsOf(await searchParams), todayInVienna());
  if (result.ok && (await hotelForStay(JSON.stringify(result.query), locale)) === 'missing') {
    const tn = await getTranslations({ locale, namespace: 'NotFound' });
    return notFoundMetadata(locale, tn('title'));
  }
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
  // The hotel in the page's first HTML, with its first photo (the largest paint): no loading line,
  // nothing that moves. Without it in time (a short deadline) the browser asks, as before. A hotel
  // the club API does not know is the not-found page, status 404.
  const found = await hotelForStay(JSON.stringify(result.query), locale);
  if (found === 'missing') return notFoundPage();
  const initial = found;
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
