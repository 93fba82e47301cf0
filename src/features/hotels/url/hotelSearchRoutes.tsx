import { headers } from 'next/headers';
import { searchRoutes } from '@/features/booking/search/searchRoutes';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { prefetchHotelResults, visitorIpFrom } from '../api/prefetch';
import { HotelResults } from '../results/HotelResults';
import { HotelSummaryText } from '../results/HotelSummaryText';
import { hotelSearchKey } from '../search/hotelSearch';
import { todayIso } from '../search/stayDates';
import { InvalidHotelSearchPage } from './InvalidHotelSearchPage';
import { validateHotelUrlForClub } from './serverValidation';

/**
 * The hotel search's routes: /hotels (the results) and /hotels/invalid. The results page starts the
 * search and waits briefly for its first hotels, so that they (and the first photo, the page's
 * largest paint) are in the first HTML: no loading skeleton streams ahead of them, because React
 * holds a streamed reveal back for at least 300 ms after the first paint. The search form's button
 * says the search is under way meanwhile. Without the hotels in time the browser searches by
 * itself, with its own skeleton.
 */
export const hotelSearchRoutes = searchRoutes({
  path: '/hotels',
  titleMessages: 'hotelResults',
  descriptionKey: 'hotels',
  invalidDescriptionKey: 'invalid_hotel_url',
  // The destination is named in the page's language.
  validate: ({ params, clubId, locale }) => validateHotelUrlForClub(params, clubId, locale),
  resultsMessages: PAGE_NAMESPACES.hotelResults,
  async results({ search, destination, view, mapOpen }, { clubId, locale, config }) {
    const initial = await prefetchHotelResults(search, {
      clubId,
      language: locale,
      currency: config.default_currency,
      visitorIp: visitorIpFrom((await headers()).get('x-forwarded-for')),
    });
    return (
      <HotelResults
        key={hotelSearchKey(search)}
        search={search}
        destination={destination}
        initialView={view}
        initialMapOpen={mapOpen}
        today={todayIso()}
        initial={initial}
        summary={<HotelSummaryText search={search} destination={destination} />}
      />
    );
  },
  invalid: (input) => <InvalidHotelSearchPage {...input} />,
});
