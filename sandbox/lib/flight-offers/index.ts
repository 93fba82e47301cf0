import { legOptions } from './itineraries';
import { buildOffers } from './offers';
import type { AirportDirectory, CurrencyRate, Offer, SearchQuery } from './types';

export type * from './types';
export { MAX_OFFERS } from './offers';

const MS_PER_DAY = 86_400_000;

/** Days since 1970 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** What makes two searches the same: route, dates, cabin and passengers (not filters or currency). */
export function searchSeed(query: SearchQuery): string {
  const legs = query.legs.map((leg) => `${leg.origin}-${leg.destination}@${leg.date}`).join(',');
  const { adults, children, infants } = query.passengers;
  return `${legs}|c${query.cabin}|${adults}.${children}.${infants}`;
}

/**
 * Every offer of a search, deterministically: the same query always gives the same offers, ids
 * and prices. Throws when an airport is unknown (callers validate first).
 */
export function generateOffers(
  query: SearchQuery,
  airports: AirportDirectory,
  currency: CurrencyRate,
): Offer[] {
  const excluded = query.excludedAirports ?? new Set<string>();
  const perLeg = query.legs.map((leg) => {
    const from = airports.find(leg.origin);
    const to = airports.find(leg.destination);
    if (!from || !to) throw new Error(`Unknown airport in ${leg.origin}-${leg.destination}`);
    return legOptions({
      from,
      to,
      localDay: dayNumber(leg.date),
      cabin: query.cabin,
      airline: query.airline,
      excluded,
      airports,
    });
  });
  return buildOffers(perLeg, {
    cabin: query.cabin,
    passengers: query.passengers,
    currency,
    seed: searchSeed(query),
  });
}
