/**
 * The results page's sort and filters, which live in the URL next to the search so that a shared
 * or reloaded link shows the same list.
 */

export const SORTS = ['cheapest', 'fastest', 'best', 'earliest'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'cheapest';

/** 0 = non stop, 1 = one stop, 2 = two or more stops (spec: Non Stop, One Stop, Two Plus Stops). */
export const STOP_OPTIONS = [0, 1, 2] as const;
export type StopOption = (typeof STOP_OPTIONS)[number];

export const REFUNDABILITY = ['refundable', 'non_refund'] as const;
export type Refundability = (typeof REFUNDABILITY)[number];

/** Whole hours of the day, start inclusive and end exclusive: `[6, 12]` is 06:00 to 11:59. */
export type TimeWindow = readonly [number, number];

export interface OfferFilters {
  /** Empty: any number of stops. */
  stops: StopOption[];
  refundable: Refundability | null;
  /** Validating airline codes; empty: any airline. */
  airlines: string[];
  minPrice: number | null;
  maxPrice: number | null;
  depTime: TimeWindow | null;
  arrTime: TimeWindow | null;
}

export interface ResultsView {
  sort: Sort;
  filters: OfferFilters;
}

export const NO_FILTERS: OfferFilters = {
  stops: [],
  refundable: null,
  airlines: [],
  minPrice: null,
  maxPrice: null,
  depTime: null,
  arrTime: null,
};

export const DEFAULT_VIEW: ResultsView = { sort: DEFAULT_SORT, filters: NO_FILTERS };

/** The URL parameters that carry the view (all optional). */
export const VIEW_PARAMS = [
  'sort',
  'stops',
  'refundable',
  'airlines',
  'minPrice',
  'maxPrice',
  'depTime',
  'arrTime',
] as const;

export function isSort(value: string): value is Sort {
  return (SORTS as readonly string[]).includes(value);
}

export function isRefundability(value: string): value is Refundability {
  return (REFUNDABILITY as readonly string[]).includes(value);
}

/** How many filters are set (the mobile filter button shows it). */
export function activeFilterCount(filters: OfferFilters): number {
  return (
    (filters.stops.length > 0 ? 1 : 0) +
    (filters.refundable ? 1 : 0) +
    (filters.airlines.length > 0 ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.depTime ? 1 : 0) +
    (filters.arrTime ? 1 : 0)
  );
}

/** Writes the view into `params` (default values are left out). */
export function writeView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  for (const name of VIEW_PARAMS) params.delete(name);
  const f = view.filters;
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (f.stops.length) params.set('stops', [...f.stops].sort().join(','));
  if (f.refundable) params.set('refundable', f.refundable);
  if (f.airlines.length) params.set('airlines', [...f.airlines].sort().join(','));
  if (f.minPrice !== null) params.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) params.set('maxPrice', String(f.maxPrice));
  if (f.depTime) params.set('depTime', f.depTime.join('-'));
  if (f.arrTime) params.set('arrTime', f.arrTime.join('-'));
  return params;
}
