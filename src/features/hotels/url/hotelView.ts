import {
  AMENITIES,
  BOARDS,
  PROPERTY_TYPES,
  type Amenity,
  type Board,
  type PropertyType,
} from '../api/search';
import { parseResultsView, type ParsedView } from '@/features/booking/search/resultsViewParams';

/**
 * The results page's sort and filters, which live in the URL next to the search (docs/urls.md, "Hotel
 * search URL") so that a shared or reloaded link shows the same list.
 */

export const HOTEL_SORTS = ['recommended', 'price_asc', 'price_desc', 'stars', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const DEFAULT_HOTEL_SORT: HotelSort = 'recommended';

export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;
/** Guest rating floors: 9+ wonderful, 8+ very good, 7+ good, 6+ pleasant. */
export const RATING_OPTIONS = [9, 8, 7, 6] as const;
/** Distance ceilings from the centre, in kilometres. */
export const DISTANCE_OPTIONS = [1, 3, 5, 10] as const;
/** The hotel name filter is cut to this length. */
export const MAX_NAME_FILTER = 50;

export interface HotelFilters {
  minPrice: number | null;
  maxPrice: number | null;
  /** Any of these star ratings; empty: any. */
  stars: number[];
  /** At least this guest rating; null: any. */
  rating: number | null;
  /** Hotels with some rate that can be cancelled free. */
  freeCancellation: boolean;
  /** Hotels sold with any of these boards. */
  boards: Board[];
  types: PropertyType[];
  /** Every one of these amenities. */
  amenities: Amenity[];
  /** At most this far from the centre (km); null: any. */
  distance: number | null;
  /** Part of the hotel's name (any letter case). */
  name: string;
}

export interface HotelView {
  sort: HotelSort;
  filters: HotelFilters;
}

export const NO_HOTEL_FILTERS: HotelFilters = {
  minPrice: null,
  maxPrice: null,
  stars: [],
  rating: null,
  freeCancellation: false,
  boards: [],
  types: [],
  amenities: [],
  distance: null,
  name: '',
};

export const DEFAULT_HOTEL_VIEW: HotelView = { sort: DEFAULT_HOTEL_SORT, filters: NO_HOTEL_FILTERS };

/**
 * The map's open state (issue 35): `view=map` while the hotels are on the map, so a reload, Back
 * from a hotel or a shared link opens it again; closing the map takes it out. Apart from the sort
 * and filters, which `writeHotelView` rewrites without touching it.
 */
export const HOTEL_MAP_PARAM = 'view';
export const HOTEL_MAP_VALUE = 'map';

/** Writes the map's open state into `params`. */
export function writeHotelMap(params: URLSearchParams, open: boolean): URLSearchParams {
  if (open) params.set(HOTEL_MAP_PARAM, HOTEL_MAP_VALUE);
  else params.delete(HOTEL_MAP_PARAM);
  return params;
}

/** The URL parameters that carry the view (all optional). */
export const HOTEL_VIEW_PARAMS = [
  'sort',
  'minPrice',
  'maxPrice',
  'stars',
  'rating',
  'freeCancellation',
  'board',
  'type',
  'amenities',
  'distance',
  'name',
] as const;

export function isHotelSort(value: string): value is HotelSort {
  return (HOTEL_SORTS as readonly string[]).includes(value);
}

/** How many filters are set (the mobile filter button shows it). */
export function activeHotelFilterCount(f: HotelFilters): number {
  return [
    f.minPrice !== null || f.maxPrice !== null,
    f.stars.length > 0,
    f.rating !== null,
    f.freeCancellation,
    f.boards.length > 0,
    f.types.length > 0,
    f.amenities.length > 0,
    f.distance !== null,
    f.name.trim() !== '',
  ].filter(Boolean).length;
}

/** Keeps the listed options in their canonical order. */
function ordered<T>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((option) => chosen.includes(option));
}

/** Writes the view into `params` (default values are left out), lists in a fixed order. */
export function writeHotelView(params: URLSearchParams, view: HotelView): URLSearchParams {
  for (const name of HOTEL_VIEW_PARAMS) params.delete(name);
  const f = view.filters;
  if (view.sort !== DEFAULT_HOTEL_SORT) params.set('sort', view.sort);
  if (f.minPrice !== null) params.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) params.set('maxPrice', String(f.maxPrice));
  if (f.stars.length) params.set('stars', ordered(STAR_OPTIONS, f.stars).join(','));
  if (f.rating !== null) params.set('rating', String(f.rating));
  if (f.freeCancellation) params.set('freeCancellation', '1');
  if (f.boards.length) params.set('board', ordered(BOARDS, f.boards).join(','));
  if (f.types.length) params.set('type', ordered(PROPERTY_TYPES, f.types).join(','));
  if (f.amenities.length) params.set('amenities', ordered(AMENITIES, f.amenities).join(','));
  if (f.distance !== null) params.set('distance', String(f.distance));
  const name = f.name.trim();
  if (name) params.set('name', name);
  return params;
}

/** A comma-separated list of known options with nothing empty or repeated, or null. */
function optionList<T extends string>(raw: string, all: readonly T[]): T[] | null {
  const items = raw.split(',');
  if (new Set(items).size !== items.length) return null;
  if (!items.every((item) => (all as readonly string[]).includes(item))) return null;
  return ordered(all, items as T[]);
}

/** One of the fixed numeric options, as the URL writes it, or null. */
function numberOption(raw: string, options: readonly number[]): number | null {
  return options.map(String).includes(raw) ? Number(raw) : null;
}

/** Reads one of the hotel filters' parameters into `filters`; false when it is malformed. */
function readHotelFilter(filters: HotelFilters, name: string, raw: string): boolean {
  switch (name) {
    case 'stars': {
      const stars = optionList(raw, ['1', '2', '3', '4', '5'] as const);
      if (stars) filters.stars = stars.map(Number);
      return stars !== null;
    }
    case 'rating':
      filters.rating = numberOption(raw, RATING_OPTIONS);
      return filters.rating !== null;
    case 'freeCancellation':
      filters.freeCancellation = raw === '1';
      return filters.freeCancellation;
    case 'board': {
      const boards = optionList(raw, BOARDS);
      if (boards) filters.boards = boards;
      return boards !== null;
    }
    case 'type': {
      const types = optionList(raw, PROPERTY_TYPES);
      if (types) filters.types = types;
      return types !== null;
    }
    case 'amenities': {
      const amenities = optionList(raw, AMENITIES);
      if (amenities) filters.amenities = amenities;
      return amenities !== null;
    }
    case 'distance':
      filters.distance = numberOption(raw, DISTANCE_OPTIONS);
      return filters.distance !== null;
    case 'name':
      filters.name = raw.trim();
      return filters.name !== '' && raw.length <= MAX_NAME_FILTER;
    default:
      return true;
  }
}

/** Reads the optional sort and filter parameters; a malformed one names itself. */
export function parseHotelView(values: ReadonlyMap<string, string>): ParsedView<HotelView> {
  return parseResultsView(values, {
    isSort: isHotelSort,
    defaultSort: DEFAULT_HOTEL_SORT,
    noFilters: NO_HOTEL_FILTERS,
    readFilter: readHotelFilter,
  });
}
