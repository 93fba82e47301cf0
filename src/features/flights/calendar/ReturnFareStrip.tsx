'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { addDaysIso, lastSearchableDay, todayIso } from '../dates';
import { formatDay, formatPrice } from '../format';
import type { FlightSearch } from '../model';
import { flightsHref } from '../url/searchParams';
import { CheapestNote } from './CheapestNote';
import { cheapestDays } from './cheapestDays';
import { MAX_PRICED_TRIP_DAYS, type FareQuery } from './fareQuery';
import { useChosenDayInView } from './useChosenDayInView';
import { useMonthFares, type FaresStatus } from './useMonthFares';

/** Days either side of the chosen return. */
const SPAN = 3;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The search with its return on `date`; the departure stays. */
export function withReturnOn(search: FlightSearch, date: string): FlightSearch {
  return { ...search, legs: search.legs.map((leg, index) => (index === 1 ? { ...leg, date } : leg)) };
}

/** What a return day tells its strip: how its price stands, and the price once known. */
interface DayFare {
  status: FaresStatus;
  price: number | null;
}

interface ReturnDayProps {
  query: FareQuery;
  departure: string;
  date: string;
  chosen: boolean;
  /** At the strip's lowest price or within 1% of it (the strip decides: each day has its own calendar). */
  cheapest: boolean;
  /** Counts the strip's "Try again": a failed day asks again for its calendar. */
  retries: number;
  onFare: (date: string, fare: DayFare) => void;
  onChoose: (date: string) => void;
}

/**
 * One return day: the price of the round trip out on the departure day and back on this one, as the
 * price calendar gives it for a trip of that length (the departure day's entry of its month), so it
 * is the price the departure picker and the search show for the same trip.
 */
function ReturnDay({ query, departure, date, chosen, cheapest, retries, onFare, onChoose }: ReturnDayProps) {
  const t = useTranslations('FlightSearch.fares');
  const locale = useLocale();
  const length = daysBetween(departure, date);
  const priced = length >= 1 && length <= MAX_PRICED_TRIP_DAYS;
  const fares = useMonthFares(priced ? { ...query, tripLength: length } : null, departure.slice(0, 7));
  const fare = fares.byDay.get(departure);
  const known = fare?.status === 'priced' ? fare.price : null;
  useEffect(() => {
    onFare(date, { status: fares.status, price: known });
  }, [onFare, date, fares.status, known]);
  const { status, retry } = fares;
  useEffect(() => {
    if (retries > 0 && status === 'failed') retry();
    // Only a new "Try again" asks again, not a new function from the query hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retries]);
  // As on the departure strip: the chosen day into the strip's view on a phone.
  const ref = useRef<HTMLLIElement>(null);
  useChosenDayInView(ref, chosen, date);
  const price =
    fare?.status === 'priced' && fare.price !== null
      ? formatPrice(fare.price, fares.currency, locale)
      : fare?.status === 'none'
        ? t('no_flights')
        : '';
  return (
    <li ref={ref}>
      <button
        type="button"
        className={`fare-strip__day${chosen ? ' fare-strip__day--chosen' : ''}${cheapest ? ' fare-strip__day--cheapest' : ''}`}
        aria-current={chosen ? 'date' : undefined}
        aria-busy={fares.status === 'loading' || undefined}
        onClick={() => onChoose(date)}
      >
        <span className="fare-strip__date">{formatDay(date, locale)}</span>
        <span className="fare-strip__price">{price || '\u00a0'}</span>
        {cheapest && <CheapestNote />}
      </button>
    </li>
  );
}

export interface ReturnFareStripProps {
  search: FlightSearch;
  /** The departure strip's query (the route, cabin and party). */
  query: FareQuery;
  onSearched?: (search: FlightSearch) => void;
  /** Today as the server had it (see FareStrip's `today`). */
  today?: string;
}

/**
 * A round trip's return strip: the lowest fare of the trip with the return three days either side
 * of the chosen one (the departure stays); choosing a day runs that search.
 */
export default function ReturnFareStrip({ search, query, onSearched, today }: ReturnFareStripProps) {
  const t = useTranslations('FlightSearch.fares');
  const router = useRouter();
  const departure = search.legs[0]?.date ?? '';
  const back = search.legs[1]?.date ?? '';
  const last = lastSearchableDay(today ?? todayIso());
  const days = Array.from({ length: SPAN * 2 + 1 }, (_, i) => i - SPAN)
    .map((offset) => ({ offset, date: addDaysIso(back, offset) }))
    .filter(({ date }) => date > departure && date <= last);
  const [fares, setFares] = useState<ReadonlyMap<string, DayFare>>(new Map());
  const onFare = useCallback(
    (date: string, fare: DayFare) =>
      setFares((known) => {
        const before = known.get(date);
        if (before?.status === fare.status && before.price === fare.price) return known;
        return new Map(known).set(date, fare);
      }),
    [],
  );
  const [retries, setRetries] = useState(0);
  if (search.tripType !== 'roundtrip' || !back || days.length === 0) return null;

  const shown = days.map(({ date }) => fares.get(date));
  const failed = shown.some((fare) => fare?.status === 'failed');
  // Marked once every day has its answer, so the mark neither moves as prices arrive nor ignores a
  // day whose price could not be loaded.
  const settled = shown.every((fare) => fare && (fare.status === 'ready' || fare.status === 'off'));
  const cheapest = settled
    ? cheapestDays(new Map(days.map(({ date }) => [date, fares.get(date)?.price ?? null])))
    : new Set<string>();

  const choose = (date: string) => {
    const next = withReturnOn(search, date);
    onSearched?.(next);
    router.push(flightsHref(next));
  };

  return (
    <nav className="fare-strip fare-strip--return" aria-label={t('return_strip_label')}>
      <p className="fare-strip__title" aria-hidden="true">
        {t('strip_return')}
      </p>
      <ul className="fare-strip__days">
        {days.map(({ offset, date }) => (
          <ReturnDay
            key={date}
            query={query}
            departure={departure}
            date={date}
            chosen={offset === 0}
            cheapest={cheapest.has(date)}
            retries={retries}
            onFare={onFare}
            onChoose={choose}
          />
        ))}
      </ul>
      {failed && (
        <p className="fare-strip__status" role="status">
          {t('return_strip_failed')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => setRetries((count) => count + 1)}
          >
            {t('strip_retry')}
          </button>
        </p>
      )}
    </nav>
  );
}
