import type { Offer } from '../api/types';

/** Figures of an offer the filters and sorts use, each computed in one pass over its legs. */

/** The most stops on any leg: an offer is "non stop" only when every leg is. */
export function offerStops(offer: Offer): number {
  let most = 0;
  for (const leg of offer.legs) if (leg.stops > most) most = leg.stops;
  return most;
}

/** Elapsed minutes over every leg. */
export function offerDuration(offer: Offer): number {
  let total = 0;
  for (const leg of offer.legs) total += leg.durationMinutes;
  return total;
}

/** Minutes after midnight of a local `YYYY-MM-DDTHH:mm` time. */
export function minuteOfDay(localTime: string): number {
  const hours = Number(localTime.slice(11, 13));
  const minutes = Number(localTime.slice(14, 16));
  return hours * 60 + minutes;
}

/** A sortable number for a local time: minutes since 1970 as if it were UTC (same-zone comparisons only). */
export function localTimeValue(localTime: string): number {
  const value = Date.parse(`${localTime}:00Z`);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value / 60_000;
}

export function firstDeparture(offer: Offer): string {
  return offer.legs[0]?.departure ?? '';
}

export function firstArrival(offer: Offer): string {
  return offer.legs[0]?.arrival ?? '';
}
