/**
 * How far above the strip's lowest price a day still counts as "one of the cheapest": ties only.
 * The calendar's 5% margin (CHEAPEST_MARGIN) picks a few days out of a month; over a strip's seven
 * returns, whose prices often lie within 5% of each other, it marked nearly every day.
 */
export const STRIP_TIE_MARGIN = 0.01;

/**
 * The days priced at the lowest of `prices` or within 1% of it, for a strip whose days come from
 * different calendars (the return strip: one trip length each), so no single month's "cheapest"
 * applies. Days with no price are never among them.
 */
export function cheapestDays(prices: ReadonlyMap<string, number | null>): Set<string> {
  const priced = [...prices].filter((entry): entry is [string, number] => entry[1] !== null);
  if (priced.length === 0) return new Set();
  const limit = Math.min(...priced.map(([, price]) => price)) * (1 + STRIP_TIE_MARGIN);
  return new Set(priced.filter(([, price]) => price <= limit).map(([date]) => date));
}
