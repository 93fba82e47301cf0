'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { RecentSearches } from '@/features/booking/search/RecentSearches';
import { useAppSelector } from '@/store/hooks';
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
export function RecentHotelSearches({
  today,
  onPick,
}: {
  today: string;
  onPick: (recent: RecentHotelSearch) => void;
}) {
  const t = useTranslations('hotels');
  const locale = useLocale();
  const stored = useAppSelector(selectRecentHotelSearches);
  const runnable = useMemo(() => runnableHotelSearches(stored, today), [stored, today]);
  // Named in the page's language, whatever language each search was made in.
  const items = useRecentDestinations(runnable, locale);
  return (
    <RecentSearches
      id="hotel"
      title={t('recent_title')}
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
