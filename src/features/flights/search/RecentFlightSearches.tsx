'use client';

import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import {
  RecentSearches,
  useRunnableRecent,
  type RecentListProps,
} from '@/features/booking/search/RecentSearches';
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

/** The last flight searches (still in the future), newest first; choosing one fills the form and searches. */
export function RecentFlightSearches({ today, onPick }: RecentListProps<RecentSearch>) {
  const t = useTranslations('FlightSearch');
  const items = useRunnableRecent(selectRecentSearches, runnableRecentSearches, today);
  return (
    <RecentSearches
      id="flight"
      messages="FlightSearch"
      items={items}
      keyOf={(recent) => searchKey(recent.search)}
      onPick={onPick}
      route={(recent, locale) => {
        const { search } = recent;
        const legs = search.tripType === 'roundtrip' ? search.legs.slice(0, 1) : search.legs;
        return legs.map((leg, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            <Route
              from={placeName(recent, leg.from, locale)}
              to={placeName(recent, leg.to, locale)}
              roundTrip={search.tripType === 'roundtrip'}
            />
          </Fragment>
        ));
      }}
      meta={({ search }, locale) => (
        <>
          {t(`trip.${search.tripType}`)} · {search.legs.map((leg) => formatDay(leg.date, locale)).join(' – ')}{' '}
          · {t('travellers_summary', { count: search.adults + search.children + search.infants })} ·{' '}
          {t(`cabins.${search.cabin}`)}
        </>
      )}
    />
  );
}
