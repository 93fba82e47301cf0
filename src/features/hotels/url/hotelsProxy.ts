import { failsSearchUrlCheck } from '@/features/booking/search/urlRules';
import { validateHotelUrlForClub } from './serverValidation';

/** The hotel results page, without the locale: the path whose query the proxy validates. */
export const HOTEL_RESULTS_PATH = '/hotels';
/** Where an invalid hotel search URL is rewritten to (with status 400). */
export const INVALID_HOTEL_SEARCH_PATH = '/hotels/invalid';

/** Whether the proxy should answer a hotel results URL with the Invalid URL page. */
export const isInvalidHotelSearch = (params: URLSearchParams, clubId: number): Promise<boolean> =>
  failsSearchUrlCheck('hotel', () => validateHotelUrlForClub(params, clubId));
