import {
  DEFAULT_SORT,
  isRefundability,
  isSort,
  STOP_OPTIONS,
  type OfferFilters,
  type ResultsView,
  type StopOption,
  type TimeWindow,
} from './resultsView';

type Parsed = { ok: true; view: ResultsView } | { ok: false; param: string };

const WHOLE = /^(0|[1-9][0-9]{0,8})$/;
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

/** Reads the optional sort and filter parameters; any malformed one names itself. */
export function parseView(values: ReadonlyMap<string, string>): Parsed {
  const filters: OfferFilters = {
    stops: [],
    refundable: null,
    airlines: [],
    minPrice: null,
    maxPrice: null,
    depTime: null,
    arrTime: null,
  };
  let sort = DEFAULT_SORT;
  for (const [name, raw] of values) {
    switch (name) {
      case 'sort':
        if (!isSort(raw)) return { ok: false, param: name };
        sort = raw;
        break;
      case 'stops': {
        const items = list(raw);
        const stops = items?.map(Number) ?? [];
        if (!items || items.some((s) => !/^[0-2]$/.test(s))) return { ok: false, param: name };
        filters.stops = STOP_OPTIONS.filter((option) => stops.includes(option)) as StopOption[];
        break;
      }
      case 'refundable':
        if (!isRefundability(raw)) return { ok: false, param: name };
        filters.refundable = raw;
        break;
      case 'airlines': {
        const items = list(raw.toUpperCase());
        if (!items || items.some((code) => !AIRLINE.test(code))) return { ok: false, param: name };
        filters.airlines = items.sort();
        break;
      }
      case 'minPrice':
      case 'maxPrice':
        if (!WHOLE.test(raw)) return { ok: false, param: name };
        filters[name] = Number(raw);
        break;
      case 'depTime':
      case 'arrTime': {
        const window = timeWindow(raw);
        if (!window) return { ok: false, param: name };
        filters[name] = window;
        break;
      }
    }
  }
  if (filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice) {
    return { ok: false, param: 'maxPrice' };
  }
  return { ok: true, view: { sort, filters } };
}
