'use client';

import { Fragment } from 'react';
import {
  RecentSearches,
  type RecentListProps,
  type RecentSearchesModule,
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

/** A flight search's two lines: the route (a round trip's outbound only), then when, who and the cabin. */
const recentFlights: RecentSearchesModule<RecentSearch> = {
  id: 'flight',
  messages: 'FlightSearch',
  select: selectRecentSearches,
  runnable: runnableRecentSearches,
  keyOf: (recent) => searchKey(recent.search),
  route: (recent, { locale }) => {
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
  },
  meta: ({ search }, { locale, t }) => (
    <>
      {t(`trip.${search.tripType}`)} · {search.legs.map((leg) => formatDay(leg.date, locale)).join(' – ')} ·{' '}
      {t('travellers_summary', { count: search.adults + search.children + search.infants })} ·{' '}
      {t(`cabins.${search.cabin}`)}
    </>
  ),
};

/** The last flight searches (still in the future), newest first; choosing one fills the form and searches. */
export function RecentFlightSearches(props: RecentListProps<RecentSearch>) {
  return <RecentSearches module={recentFlights} {...props} />;
}
