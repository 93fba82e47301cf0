import { failsSearchUrlCheck } from '@/features/booking/search/urlRules';
import { validateSearchUrlForClub } from './serverValidation';

/** The results page, without the locale: the one path whose query the proxy validates. */
export const FLIGHT_RESULTS_PATH = '/flights';
/** Where an invalid flight search URL is rewritten to (with status 400). */
export const INVALID_FLIGHT_SEARCH_PATH = '/flights/invalid';

/**
 * Whether the proxy should answer a results URL with the Invalid URL page. Cheap after the first
 * call: the airport codes are read once per process and the club's lists are cached.
 */
export const isInvalidFlightSearch = (params: URLSearchParams, clubId: number): Promise<boolean> =>
  failsSearchUrlCheck('flight', () => validateSearchUrlForClub(params, clubId));
