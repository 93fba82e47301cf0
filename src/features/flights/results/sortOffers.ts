import type { Offer } from '../api/types';
import type { Sort } from '../url/resultsView';
import { metricsOf } from './offerMetrics';

/**
 * Sorting with the keys computed once per item (n key computations), then the engine's sort on the
 * numbers (O(n log n) comparisons, stable). `compare` is counted by the tests.
 */
export function sortByKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => number,
  compare: (a: number, b: number) => number = (a, b) => a - b,
): T[] {
  const keys = new Float64Array(items.length);
  const order = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) {
    keys[i] = keyOf(items[i] as T);
    order[i] = i;
  }
  order.sort((a, b) => compare(keys[a] as number, keys[b] as number) || a - b);
  return order.map((i) => items[i] as T);
}

/**
 * "Best" balances price and time: each is taken relative to the cheapest and the fastest offer in
 * the list, and the score is 0.6 × price / cheapest + 0.4 × duration / fastest (lower is better).
 * A fare 10 % dearer than the cheapest but an hour shorter on an eight-hour trip scores better.
 */
export const BEST_PRICE_WEIGHT = 0.6;
export const BEST_DURATION_WEIGHT = 0.4;

export function bestScores(offers: readonly Offer[]): (offer: Offer) => number {
  let cheapest = Number.POSITIVE_INFINITY;
  let fastest = Number.POSITIVE_INFINITY;
  for (const offer of offers) {
    cheapest = Math.min(cheapest, offer.totalPrice);
    fastest = Math.min(fastest, metricsOf(offer).duration);
  }
  const price = cheapest > 0 && Number.isFinite(cheapest) ? cheapest : 1;
  const time = fastest > 0 && Number.isFinite(fastest) ? fastest : 1;
  return (offer) =>
    BEST_PRICE_WEIGHT * (offer.totalPrice / price) +
    BEST_DURATION_WEIGHT * (metricsOf(offer).duration / time);
}

/** Orders offers for a sort; ties keep the order the API sent them in. */
export function sortOffers(offers: readonly Offer[], sort: Sort): Offer[] {
  switch (sort) {
    case 'cheapest':
      return sortByKeys(offers, (offer) => offer.totalPrice);
    case 'fastest':
      return sortByKeys(offers, (offer) => metricsOf(offer).duration);
    case 'earliest':
      return sortByKeys(offers, (offer) => metricsOf(offer).departureValue);
    case 'best':
      return sortByKeys(offers, bestScores(offers));
  }
}
