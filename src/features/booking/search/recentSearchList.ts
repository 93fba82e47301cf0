/** How many searches the recent-search lists keep. */
export const MAX_RECENT = 5;

/**
 * A module's recent searches once `entry` is made: it comes first, an earlier entry for the same
 * search (by the module's `keyOf`) goes, and at most MAX_RECENT stay.
 */
export function withRecentSearch<S, T extends { search: S }>(
  items: T[],
  entry: T,
  keyOf: (search: S) => string,
): T[] {
  const key = keyOf(entry.search);
  return [entry, ...items.filter((item) => keyOf(item.search) !== key)].slice(0, MAX_RECENT);
}
