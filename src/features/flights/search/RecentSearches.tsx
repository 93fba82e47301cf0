'use client';

import { Fragment, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import { Route } from '@/components/text/Route';
import { formatDay } from '../format';
import { searchKey } from '../model';
import {
  placesIn,
  runnableRecentSearches,
  selectRecentSearches,
  type RecentSearch,
} from './recentSearchesSlice';

function placeName(recent: RecentSearch, code: string, locale: string): string {
  return placesIn(recent, locale)[code]?.city ?? code;
}

/** The last searches (still in the future), newest first; choosing one fills the form and searches. */
export function RecentSearches({
  today,
  onPick,
}: {
  /** Today in the app's time zone (YYYY-MM-DD): searches from before it are not offered. */
  today: string;
  onPick: (recent: RecentSearch) => void;
}) {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  const stored = useAppSelector(selectRecentSearches);
  const items = useMemo(() => runnableRecentSearches(stored, today), [stored, today]);
  if (items.length === 0) return null;
  return (
    <section className="flight-recent" aria-labelledby="flight-recent-title">
      <h2 id="flight-recent-title" className="flight-recent__title">
        {t('recent_title')}
      </h2>
      <ul className="flight-recent__list">
        {items.map((recent) => {
          const { search } = recent;
          const legs = search.tripType === 'roundtrip' ? search.legs.slice(0, 1) : search.legs;
          const dates = search.legs.map((leg) => formatDay(leg.date, locale)).join(' – ');
          const travellers = search.adults + search.children + search.infants;
          return (
            <li key={searchKey(search)}>
              <button type="button" className="flight-recent__item" onClick={() => onPick(recent)}>
                <span className="flight-recent__route">
                  {legs.map((leg, index) => (
                    <Fragment key={index}>
                      {index > 0 && ', '}
                      <Route
                        from={placeName(recent, leg.from, locale)}
                        to={placeName(recent, leg.to, locale)}
                        roundTrip={search.tripType === 'roundtrip'}
                      />
                    </Fragment>
                  ))}
                </span>
                <span className="flight-recent__meta">
                  {t(`trip.${search.tripType}`)} · {dates} · {t('travellers_summary', { count: travellers })}{' '}
                  · {t(`cabins.${search.cabin}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
