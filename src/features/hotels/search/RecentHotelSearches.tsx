'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
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
  if (items.length === 0) return null;
  return (
    <section className="flight-recent" aria-labelledby="hotel-recent-title">
      <h2 id="hotel-recent-title" className="flight-recent__title">
        {t('recent_title')}
      </h2>
      <ul className="flight-recent__list">
        {items.map((recent) => {
          const { search, destination } = recent;
          const guests = totalGuests(search.rooms);
          return (
            <li key={hotelSearchKey(search)}>
              <button type="button" className="flight-recent__item" onClick={() => onPick(recent)}>
                <span className="flight-recent__route">
                  {destination.type === 'HOTEL'
                    ? t('place', { name: destination.name, where: destination.cityName })
                    : destination.name}
                </span>
                <span className="flight-recent__meta">
                  {formatStayDay(search.checkIn, locale)} – {formatStayDay(search.checkOut, locale)} ·{' '}
                  {t('nights', { count: nightsBetween(search.checkIn, search.checkOut) })} ·{' '}
                  {t('rooms_summary', { rooms: search.rooms.length, ...guests })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
