'use client';

import { useRef } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { addDaysIso, lastSearchableDay, todayIso } from '../dates';
import { formatDay, formatPrice } from '../format';
import type { FlightSearch } from '../model';
import { flightsHref } from '../url/searchParams';
import { CheapestNote } from './CheapestNote';
import { fareQueryOf } from './fareQuery';
import { useChosenDayInView } from './useChosenDayInView';
import { useMonthFares } from './useMonthFares';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** A round trip's return strip: its code loads with a round trip's results only. */
const ReturnFareStrip = dynamic(() => loadWhenOnline(() => import('./ReturnFareStrip')), { ssr: false });

/** Days either side of the chosen departure. */
const SPAN = 3;

/** The search moved by `days`: both dates of a round trip move, so the trip keeps its length. */
export function shiftedSearch(search: FlightSearch, days: number): FlightSearch {
  return { ...search, legs: search.legs.map((leg) => ({ ...leg, date: addDaysIso(leg.date, days) })) };
}

export interface FareStripProps {
  search: FlightSearch;
  onSearched?: (search: FlightSearch) => void;
  /**
   * Today in the app's time zone as the server had it: the first time-zone formatter a page builds
   * (`todayIso`) loads the browser's time-zone data, a long task on a phone while the page loads.
   */
  today?: string;
}

/**
 * The lowest fare of each day from three days before the departure to three after (a round trip
 * keeps its length); choosing a day runs that search. A round trip also gets the return's strip
 * (ReturnFareStrip: the departure stays, the return moves). Nothing for a multi-city search.
 */
export default function FareStrip({ search, onSearched, today: serverToday }: FareStripProps) {
  const t = useTranslations('FlightSearch.fares');
  const locale = useLocale();
  const router = useRouter();
  const query = fareQueryOf(search);
  const departure = search.legs[0]?.date ?? '';
  // On a phone only three days fit: the chosen one is brought into the strip's view (in Arabic the
  // strip starts at the right, so it was off-screen); `nearest` leaves the page alone while the strip shows.
  const chosenRef = useRef<HTMLLIElement>(null);
  useChosenDayInView(chosenRef, true, departure);
  const today = serverToday ?? todayIso();
  const last = lastSearchableDay(today);
  const days = Array.from({ length: SPAN * 2 + 1 }, (_, i) => i - SPAN)
    .map((offset) => ({ offset, date: addDaysIso(departure, offset) }))
    .filter(
      ({ date, offset }) => date >= today && addDaysIso(search.legs.at(-1)?.date ?? date, offset) <= last,
    );
  const firstMonth = useMonthFares(query, (days[0]?.date ?? departure).slice(0, 7));
  const lastMonth = useMonthFares(query, (days.at(-1)?.date ?? departure).slice(0, 7));
  if (!query || days.length === 0) return null;
  const monthOf = (date: string) => (date.slice(0, 7) === days[0]?.date.slice(0, 7) ? firstMonth : lastMonth);
  const failed = firstMonth.status === 'failed' || lastMonth.status === 'failed';
  const loading = firstMonth.status === 'loading' || lastMonth.status === 'loading';

  const choose = (offset: number) => {
    const next = shiftedSearch(search, offset);
    onSearched?.(next);
    router.push(flightsHref(next));
  };

  const roundTrip = search.tripType === 'roundtrip' && Boolean(search.legs[1]);
  return (
    <>
      <nav className="fare-strip" aria-label={t('strip_label')}>
        {roundTrip && (
          <p className="fare-strip__title" aria-hidden="true">
            {t('strip_departure')}
          </p>
        )}
        <ul className="fare-strip__days">
          {days.map(({ offset, date }) => {
            const fares = monthOf(date);
            const fare = fares.byDay.get(date);
            const chosen = offset === 0;
            const price =
              fare?.status === 'priced' && fare.price !== null
                ? formatPrice(fare.price, fares.currency, locale)
                : fare?.status === 'none'
                  ? t('no_flights')
                  : '';
            const returning =
              search.tripType === 'roundtrip' && search.legs[1]
                ? ` – ${formatDay(addDaysIso(search.legs[1].date, offset), locale)}`
                : '';
            const cheapest = Boolean(fare && fares.cheapest.has(date));
            const className = [
              'fare-strip__day',
              chosen ? 'fare-strip__day--chosen' : '',
              cheapest ? 'fare-strip__day--cheapest' : '',
            ].join(' ');
            return (
              <li key={date} ref={chosen ? chosenRef : undefined}>
                <button
                  type="button"
                  className={className}
                  aria-current={chosen ? 'date' : undefined}
                  onClick={() => choose(offset)}
                >
                  <span className="fare-strip__date">
                    {formatDay(date, locale)}
                    {returning}
                  </span>
                  <span className="fare-strip__price">{price || '\u00a0'}</span>
                  {cheapest && <CheapestNote />}
                </button>
              </li>
            );
          })}
        </ul>
        {(failed || loading) && (
          <p className="fare-strip__status" role="status">
            {failed ? t('strip_failed') : t('strip_loading')}
          </p>
        )}
      </nav>
      {roundTrip && (
        <ReturnFareStrip search={search} query={query} onSearched={onSearched} today={serverToday} />
      )}
    </>
  );
}
