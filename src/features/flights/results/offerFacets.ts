import type { Offer } from '../api/types';
import { metricsOf } from './offerMetrics';

export interface AirlineFacet {
  code: string;
  name: string;
  count: number;
  minPrice: number;
}

/** What the filters offer, counted over every offer of the search (not only the filtered ones). */
export interface OfferFacets {
  /** Whole currency units around the cheapest and dearest offer; null when there is no offer. */
  price: { min: number; max: number } | null;
  /** Offers with 0, 1 and 2+ stops. */
  stops: [number, number, number];
  /** Refundable and non-refundable offers. */
  fareCounts: [number, number];
  domestic: AirlineFacet[];
  international: AirlineFacet[];
}

/**
 * One pass over the offers. Airlines are grouped domestic when their code is in `domesticAirlines`
 * (the airlines registered in the country the search departs from), else international.
 */
export function offerFacets(offers: readonly Offer[], domesticAirlines: ReadonlySet<string>): OfferFacets {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const stops: [number, number, number] = [0, 0, 0];
  let refundable = 0;
  const airlines = new Map<string, AirlineFacet>();
  for (const offer of offers) {
    min = Math.min(min, offer.totalPrice);
    max = Math.max(max, offer.totalPrice);
    stops[Math.min(metricsOf(offer).stops, 2) as 0 | 1 | 2] += 1;
    if (offer.refundable) refundable += 1;
    const { code, name } = offer.validatingAirline;
    const facet = airlines.get(code);
    if (facet) {
      facet.count += 1;
      facet.minPrice = Math.min(facet.minPrice, offer.totalPrice);
    } else {
      airlines.set(code, { code, name, count: 1, minPrice: offer.totalPrice });
    }
  }
  const all = [...airlines.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code),
  );
  return {
    price: offers.length ? { min: Math.floor(min), max: Math.ceil(max) } : null,
    stops,
    fareCounts: [refundable, offers.length - refundable],
    domestic: all.filter((a) => domesticAirlines.has(a.code)),
    international: all.filter((a) => !domesticAirlines.has(a.code)),
  };
}
