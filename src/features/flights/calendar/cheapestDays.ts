import { CHEAPEST_MARGIN } from './useMonthFares';

/**
 * The days priced within 5% of the lowest of `prices` (the calendar's and the departure strip's
 * margin), for a strip whose days come from different calendars (the return strip: one trip length
 * each), so no single month's "cheapest" applies. Days with no price are never among them.
 */
export function cheapestDays(prices: ReadonlyMap<string, number | null>): Set<string> {
  const priced = [...prices].filter((entry): entry is [string, number] => entry[1] !== null);
  if (priced.length === 0) return new Set();
  const limit = Math.min(...priced.map(([, price]) => price)) * (1 + CHEAPEST_MARGIN);
  return new Set(priced.filter(([, price]) => price <= limit).map(([date]) => date));
}
