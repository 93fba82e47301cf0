'use client';

import {
  RecentSearches,
  type RecentListProps,
  type RecentSearchesModule,
} from '@/features/booking/search/RecentSearches';
import { totalGuests } from '../occupancy';
import { hotelSearchKey } from './hotelSearch';
import {
  runnableHotelSearches,
  selectRecentHotelSearches,
  type RecentHotelSearch,
} from './recentHotelSearchesSlice';
import { formatStayDay, nightsBetween } from './stayDates';
import { useRecentDestinations } from './useRecentDestinations';

/** A hotel search's two lines: the destination (a hotel with its city), then the dates, nights and rooms. */
const recentHotels: RecentSearchesModule<RecentHotelSearch> = {
  id: 'hotel',
  messages: 'hotels',
  select: selectRecentHotelSearches,
  runnable: runnableHotelSearches,
  // Named in the page's language, whatever language each search was made in.
  useInPageLanguage: useRecentDestinations,
  keyOf: (recent) => hotelSearchKey(recent.search),
  route: ({ destination }, { t }) =>
    destination.type === 'HOTEL'
      ? t('place', { name: destination.name, where: destination.cityName })
      : destination.name,
  meta: ({ search }, { locale, t }) => (
    <>
      {formatStayDay(search.checkIn, locale)} – {formatStayDay(search.checkOut, locale)} ·{' '}
      {t('nights', { count: nightsBetween(search.checkIn, search.checkOut) })} ·{' '}
      {t('rooms_summary', { rooms: search.rooms.length, ...totalGuests(search.rooms) })}
    </>
  ),
};

/**
 * The last hotel searches (check-in still ahead), newest first, named in the page's language; one
 * fills the form and searches.
 */
export function RecentHotelSearches(props: RecentListProps<RecentHotelSearch>) {
  return <RecentSearches module={recentHotels} {...props} />;
}
