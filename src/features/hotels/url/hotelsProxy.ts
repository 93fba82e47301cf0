import { validateHotelUrlForClub } from './serverValidation';

/** The hotel results page, without the locale: the path whose query the proxy validates. */
export const HOTEL_RESULTS_PATH = '/hotels';
/** Where an invalid hotel search URL is rewritten to (with status 400). */
export const INVALID_HOTEL_SEARCH_PATH = '/hotels/invalid';

/**
 * Whether the proxy should answer a hotel results URL with the Invalid URL page. An unexpected
 * failure lets the request through (the page validates again), so the proxy never makes it a 500.
 */
export async function isInvalidHotelSearch(params: URLSearchParams, clubId: number): Promise<boolean> {
  try {
    return !(await validateHotelUrlForClub(params, clubId)).ok;
  } catch (error) {
    console.error('hotel search URL check failed', error instanceof Error ? error.message : error);
    return false;
  }
}
