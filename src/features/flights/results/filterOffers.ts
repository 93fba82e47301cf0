import type { Offer } from '../api/types';
import type { OfferFilters, TimeWindow } from '../url/resultsView';
import { metricsOf } from './offerMetrics';

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
  const inWindow = (window: TimeWindow | null, minute: number) =>
    !window || (minute >= window[0] * 60 && minute < window[1] * 60);

  const kept: Offer[] = [];
  for (const offer of offers) {
    const metrics = metricsOf(offer);
    if (stops && !stops.has(Math.min(metrics.stops, 2) as 0 | 1 | 2)) continue;
    if (wantRefundable !== null && offer.refundable !== wantRefundable) continue;
    if (airlines && !airlines.has(offer.validatingAirline.code)) continue;
    if (offer.totalPrice < min || offer.totalPrice > max) continue;
    if (!inWindow(filters.depTime, metrics.departureMinute)) continue;
    if (!inWindow(filters.arrTime, metrics.arrivalMinute)) continue;
    kept.push(offer);
  }
  return kept;
}
