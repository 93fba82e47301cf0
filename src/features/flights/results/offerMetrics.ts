import type { Offer } from '../api/types';

/**
 * Figures of an offer the filters, sorts and facets use. Each is computed once per offer (the
 * facets pass computes them as offers arrive) and kept in a WeakMap, so filtering thousands of
 * offers reads numbers rather than walking legs and parsing times again.
 */
export interface OfferMetrics {
  /** The most stops on any leg: an offer is "non stop" only when every leg is. */
  stops: number;
  /** Elapsed minutes over every leg. */
  duration: number;
  /** Minutes after midnight of the first leg's local departure and arrival. */
  departureMinute: number;
  arrivalMinute: number;
  /** The first departure as a sortable number (local time read as UTC; same-zone comparisons only). */
  departureValue: number;
}

/** Minutes after midnight of a local `YYYY-MM-DDTHH:mm` time. */
export function minuteOfDay(localTime: string): number {
  return Number(localTime.slice(11, 13)) * 60 + Number(localTime.slice(14, 16));
}

function localTimeValue(localTime: string): number {
  const value = Date.parse(`${localTime}:00Z`);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value / 60_000;
}

const cache = new WeakMap<Offer, OfferMetrics>();

export function metricsOf(offer: Offer): OfferMetrics {
  let metrics = cache.get(offer);
  if (!metrics) {
    let stops = 0;
    let duration = 0;
    for (const leg of offer.legs) {
      if (leg.stops > stops) stops = leg.stops;
      duration += leg.durationMinutes;
    }
    const first = offer.legs[0];
    metrics = {
      stops,
      duration,
      departureMinute: first ? minuteOfDay(first.departure) : 0,
      arrivalMinute: first ? minuteOfDay(first.arrival) : 0,
      departureValue: first ? localTimeValue(first.departure) : Number.POSITIVE_INFINITY,
    };
    cache.set(offer, metrics);
  }
  return metrics;
}
