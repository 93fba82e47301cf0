import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { searchKey } from '@/features/flights/model';
import { FlightResults } from '@/features/flights/results/FlightResults';
import { resultsPageData } from '@/features/flights/results/resultsPageData';
import { InvalidSearch } from '@/features/flights/url/InvalidSearch';
import { toSearchParams } from '@/features/booking/search/searchParams';
import { validateSearchUrlForClub } from '@/features/flights/url/serverValidation';
import { getClubLookup } from '@/lib/club/server';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type SearchParamsRecord = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Flights' });
  return pageMetadata({
    locale,
    path: '/flights',
    pageTitle: t('page_title'),
    descriptionKey: 'flights',
    // A search's results: its address without the query is no page, and no search is a search result.
    noindex: true,
  });
}

/**
 * Flight results. The proxy has already answered an invalid URL with 400; the check is repeated
 * here so the page never runs on a search it did not validate.
 */
export default async function FlightsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  const query = toSearchParams(await searchParams);
  const clubId = lookup.config.club_details.club_id;
  const result = await validateSearchUrlForClub(query, clubId);
  if (!result.ok) return <InvalidSearch params={query} clubId={clubId} locale={locale} />;
  const { places, domesticAirlines } = await resultsPageData(result.search, locale);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.flightResults}>
      <FlightResults
        key={searchKey(result.search)}
        search={result.search}
        places={places}
        domesticAirlines={domesticAirlines}
        initialView={result.view}
      />
    </PageMessages>
  );
}
