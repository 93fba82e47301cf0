'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  RecentSearches,
  useRunnableRecent,
  type RecentListProps,
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

/**
 * The last hotel searches (check-in still ahead), newest first, named in the page's language; one
 * fills the form and searches.
 */
export function RecentHotelSearches({ today, onPick }: RecentListProps<RecentHotelSearch>) {
  const t = useTranslations('hotels');
  const locale = useLocale();
  const runnable = useRunnableRecent(selectRecentHotelSearches, runnableHotelSearches, today);
  // Named in the page's language, whatever language each search was made in.
  const items = useRecentDestinations(runnable, locale);
  return (
    <RecentSearches
      id="hotel"
      messages="hotels"
      items={items}
      keyOf={(recent) => hotelSearchKey(recent.search)}
      onPick={onPick}
      route={({ destination }) =>
        destination.type === 'HOTEL'
          ? t('place', { name: destination.name, where: destination.cityName })
          : destination.name
      }
      meta={({ search }) => (
        <>
          {formatStayDay(search.checkIn, locale)} – {formatStayDay(search.checkOut, locale)} ·{' '}
          {t('nights', { count: nightsBetween(search.checkIn, search.checkOut) })} ·{' '}
          {t('rooms_summary', { rooms: search.rooms.length, ...totalGuests(search.rooms) })}
        </>
      )}
    />
  );
}
