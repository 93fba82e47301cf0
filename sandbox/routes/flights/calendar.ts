import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { ApiError } from '../../lib/errors';
import { airportDirectory } from '../../lib/flight-offers/airports';
import {
  lowestOfferPrice,
  searchSeed,
  type Cabin,
  type CurrencyRate,
  type LegOptionsMemo,
  type SearchQuery,
} from '../../lib/flight-offers';
import { MONTHS_AHEAD, type CalendarQuery, type CalendarResult } from './calendar-schemas';
import { resolveCurrency } from '../currencies/repository';
import { blacklistOf, checkAirport } from './search';

const MS_PER_DAY = 86_400_000;
/** Day prices kept by this process: a month of one route is ~31 entries. */
const MAX_CACHED_DAYS = 50_000;

/**
 * The lowest price of a day's search, per route, dates, cabin, party, excluded airports and
 * currency (everything the offers depend on, as a search's `offersKey`). Offers are deterministic,
 * so a remembered price is exact for as long as the currency rate stays (the rate is in the key).
 */
const dayPrices = new LRUCache<string, { price: number | null }>({ max: MAX_CACHED_DAYS });

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of every day of a `YYYY-MM` month. */
export function daysOfMonth(month: string): string[] {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const first = Date.UTC(year, monthNumber - 1, 1);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => isoDay(first + i * MS_PER_DAY));
}

function plusDays(date: string, days: number): string {
  return isoDay(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY);
}

const monthIndex = (month: string) => {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return year * 12 + monthNumber - 1;
};

/** The search a day of the calendar stands for: exactly what start-routing would be asked. */
export function dayQuery(
  query: CalendarQuery,
  date: string,
  excludedAirports: ReadonlySet<string>,
): SearchQuery {
  const origin = query.origin.toUpperCase();
  const destination = query.destination.toUpperCase();
  const legs = [{ origin, destination, date }];
  if (query.tripType === 'Roundtrip')
    legs.push({ origin: destination, destination: origin, date: plusDays(date, query.tripLength) });
  return {
    legs,
    cabin: query.cabin as Cabin,
    passengers: { adults: query.adults, children: query.children, infants: query.infants },
    airline: null,
    excludedAirports,
  };
}

function priceOfDay(search: SearchQuery, currency: CurrencyRate, memo: LegOptionsMemo): number | null {
  const excluded = [...(search.excludedAirports ?? [])].sort().join(' ');
  const key = [searchSeed(search), excluded, currency.code, currency.rate].join('|');
  const known = dayPrices.get(key);
  if (known) return known.price;
  const price = lowestOfferPrice(search, airportDirectory, currency, memo);
  dayPrices.set(key, { price });
  return price;
}

export interface CalendarDeps {
  db: Database;
  clubId: number;
  now: Date;
  currencyPreference: string | undefined;
}

/** A month of a route's lowest fares, each the cheapest offer a search for that day returns. */
export async function flightCalendar(query: CalendarQuery, deps: CalendarDeps): Promise<CalendarResult> {
  const today = todayIn(APP_TIME_ZONE, deps.now);
  const offset = monthIndex(query.month) - monthIndex(today.slice(0, 7));
  if (offset < 0) throw new ApiError(400, `month: must not be in the past (today is ${today})`);
  if (offset > MONTHS_AHEAD) throw new ApiError(400, `month: at most ${MONTHS_AHEAD} months ahead`);
  const blacklist = await blacklistOf(deps.db, deps.clubId);
  checkAirport(query.origin, 'origin', blacklist);
  checkAirport(query.destination, 'destination', blacklist);
  const currency = await resolveCurrency(deps.db, deps.clubId, deps.currencyPreference);
  const memo: LegOptionsMemo = new Map();
  const days = daysOfMonth(query.month).map((date) => {
    const search = dayQuery(query, date, blacklist);
    const returnDate = search.legs[1]?.date ?? null;
    if (date < today) return { date, returnDate, status: 'past' as const, price: null };
    const price = priceOfDay(search, currency, memo);
    return { date, returnDate, status: price === null ? ('none' as const) : ('priced' as const), price };
  });
  const prices = days.flatMap((day) => (day.price === null ? [] : [day.price]));
  return {
    origin: query.origin.toUpperCase(),
    destination: query.destination.toUpperCase(),
    month: query.month,
    tripType: query.tripType,
    tripLength: query.tripType === 'Roundtrip' ? query.tripLength : null,
    currency: currency.code,
    lowest: prices.length > 0 ? Math.min(...prices) : null,
    days,
  };
}
