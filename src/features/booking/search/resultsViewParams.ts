/**
 * What every module's results view reads from the URL the same way: the sort, a price range in whole
 * numbers (`minPrice`, `maxPrice`, the first no more than the second), and a malformed parameter
 * naming itself. The module reads its own filters (`readFilter`).
 */

export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

export type ParsedView<V> = { ok: true; view: V } | { ok: false; param: string };

interface ViewRules<S extends string, F extends PriceRange> {
  isSort: (raw: string) => raw is S;
  defaultSort: S;
  /** The filters with nothing chosen, copied before reading. */
  noFilters: F;
  /** Reads the module's own parameter `name` into `filters`: false when malformed; others ignored. */
  readFilter: (filters: F, name: string, raw: string) => boolean;
}

const WHOLE = /^(0|[1-9][0-9]{0,8})$/;

/** Reads the optional sort and filter parameters; the first malformed one names itself. */
export function parseResultsView<S extends string, F extends PriceRange>(
  values: ReadonlyMap<string, string>,
  rules: ViewRules<S, F>,
): ParsedView<{ sort: S; filters: F }> {
  const filters: F = { ...rules.noFilters };
  let sort = rules.defaultSort;
  for (const [name, raw] of values) {
    if (name === 'sort') {
      if (!rules.isSort(raw)) return { ok: false, param: name };
      sort = raw;
    } else if (name === 'minPrice' || name === 'maxPrice') {
      if (!WHOLE.test(raw)) return { ok: false, param: name };
      filters[name] = Number(raw);
    } else if (!rules.readFilter(filters, name, raw)) {
      return { ok: false, param: name };
    }
  }
  if (filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice) {
    return { ok: false, param: 'maxPrice' };
  }
  return { ok: true, view: { sort, filters } };
}
