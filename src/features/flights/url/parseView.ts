import { parseResultsView, type ParsedView } from '@/features/booking/search/resultsViewParams';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  isRefundability,
  isSort,
  STOP_OPTIONS,
  type OfferFilters,
  type ResultsView,
  type StopOption,
  type TimeWindow,
} from './resultsView';

const WINDOW = /^(\d{1,2})-(\d{1,2})$/;
const AIRLINE = /^[A-Za-z0-9]{2}$/;

/** A comma-separated list with no empty or repeated item, or null when malformed. */
function list(raw: string): string[] | null {
  const items = raw.split(',');
  if (items.some((item) => item === '') || new Set(items).size !== items.length) return null;
  return items;
}

function timeWindow(raw: string): TimeWindow | null {
  const match = WINDOW.exec(raw);
  if (!match) return null;
  const [from, to] = [Number(match[1]), Number(match[2])];
  return from >= 0 && to <= 24 && from < to ? [from, to] : null;
}

/** Reads one of the flight filters' parameters into `filters`; false when it is malformed. */
function readOfferFilter(filters: OfferFilters, name: string, raw: string): boolean {
  switch (name) {
    case 'stops': {
      const items = list(raw);
      const stops = items?.map(Number) ?? [];
      if (!items || items.some((s) => !/^[0-2]$/.test(s))) return false;
      filters.stops = STOP_OPTIONS.filter((option) => stops.includes(option)) as StopOption[];
      return true;
    }
    case 'refundable':
      if (!isRefundability(raw)) return false;
      filters.refundable = raw;
      return true;
    case 'airlines': {
      const items = list(raw.toUpperCase());
      if (!items || items.some((code) => !AIRLINE.test(code))) return false;
      filters.airlines = items.sort();
      return true;
    }
    case 'depTime':
    case 'arrTime': {
      const window = timeWindow(raw);
      if (!window) return false;
      filters[name] = window;
      return true;
    }
    default:
      return true;
  }
}

/** Reads the optional sort and filter parameters; any malformed one names itself. */
export function parseView(values: ReadonlyMap<string, string>): ParsedView<ResultsView> {
  return parseResultsView(values, {
    isSort,
    defaultSort: DEFAULT_SORT,
    noFilters: NO_FILTERS,
    readFilter: readOfferFilter,
  });
}
