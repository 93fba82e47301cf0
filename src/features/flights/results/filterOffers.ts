import type { Offer } from '../api/types';
import type { OfferFilters, TimeWindow } from '../url/resultsView';
import { firstArrival, firstDeparture, minuteOfDay, offerStops } from './offerMetrics';

/**
 * Keeps the offers that pass every set filter, in their order. One pass, constant work per offer:
 * O(n). Rules: stops counts the most stops on any leg (2 means two or more); the time windows
 * apply to the first leg's departure and arrival (local times), start inclusive, end exclusive;
 * the price range is inclusive; airlines match the validating airline.
 */
export function filterOffers(offers: readonly Offer[], filters: OfferFilters): Offer[] {
  const stops = filters.stops.length ? new Set(filters.stops) : null;
  const airlines = filters.airlines.length ? new Set(filters.airlines) : null;
  const wantRefundable = filters.refundable === null ? null : filters.refundable === 'refundable';
  const min = filters.minPrice ?? Number.NEGATIVE_INFINITY;
  const max = filters.maxPrice ?? Number.POSITIVE_INFINITY;
  const inWindow = (window: TimeWindow | null, time: string) => {
    if (!window) return true;
    const minute = minuteOfDay(time);
    return minute >= window[0] * 60 && minute < window[1] * 60;
  };

  const kept: Offer[] = [];
  for (const offer of offers) {
    if (stops && !stops.has(Math.min(offerStops(offer), 2) as 0 | 1 | 2)) continue;
    if (wantRefundable !== null && offer.refundable !== wantRefundable) continue;
    if (airlines && !airlines.has(offer.validatingAirline.code)) continue;
    if (offer.totalPrice < min || offer.totalPrice > max) continue;
    if (!inWindow(filters.depTime, firstDeparture(offer))) continue;
    if (!inWindow(filters.arrTime, firstArrival(offer))) continue;
    kept.push(offer);
  }
  return kept;
}
