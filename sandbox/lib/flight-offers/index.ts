import { legOptions } from './itineraries';
import { buildOffers, lowestPrice } from './offers';
import type { LegOption } from './itineraries';
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

/** A leg's options by `origin-destination@date`, for a caller that prices many searches at once. */
export type LegOptionsMemo = Map<string, LegOption[]>;

function optionsPerLeg(query: SearchQuery, airports: AirportDirectory, memo?: LegOptionsMemo) {
  const excluded = query.excludedAirports ?? new Set<string>();
  return query.legs.map((leg) => {
    const key = `${leg.origin}-${leg.destination}@${leg.date}|${query.cabin}|${query.airline ?? ''}`;
    const known = memo?.get(key);
    if (known) return known;
    const from = airports.find(leg.origin);
    const to = airports.find(leg.destination);
    if (!from || !to) throw new Error(`Unknown airport in ${leg.origin}-${leg.destination}`);
    const options = legOptions({
      from,
      to,
      localDay: dayNumber(leg.date),
      cabin: query.cabin,
      airline: query.airline,
      excluded,
      airports,
    });
    memo?.set(key, options);
    return options;
  });
}

const offerContext = (query: SearchQuery, currency: CurrencyRate) => ({
  cabin: query.cabin,
  passengers: query.passengers,
  currency,
  seed: searchSeed(query),
});

/**
 * Every offer of a search, deterministically: the same query always gives the same offers, ids
 * and prices. Throws when an airport is unknown (callers validate first).
 */
export function generateOffers(
  query: SearchQuery,
  airports: AirportDirectory,
  currency: CurrencyRate,
): Offer[] {
  return buildOffers(optionsPerLeg(query, airports), offerContext(query, currency));
}

/**
 * The lowest `totalPrice` of `generateOffers(query, …)`, or null when it has no offer: the price
 * calendar's figure for a day. `memo` shares the legs' options between the searches of one month
 * (a memo must only hold searches with the same excluded airports).
 */
export function lowestOfferPrice(
  query: SearchQuery,
  airports: AirportDirectory,
  currency: CurrencyRate,
  memo?: LegOptionsMemo,
): number | null {
  return lowestPrice(optionsPerLeg(query, airports, memo), offerContext(query, currency));
}
