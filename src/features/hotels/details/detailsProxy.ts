import { DETAILS_PATH, todayInVienna, validateDetailsUrl } from './detailsUrl';

/** The details page, without the locale: the proxy validates its query. */
export const HOTEL_DETAILS_PATH = DETAILS_PATH;
/** Where an invalid details URL is rewritten to (with status 400). */
export const INVALID_HOTEL_DETAILS_PATH = '/hotels/details/invalid';

/** Whether the proxy should answer a details URL with the Invalid URL page. */
export function isInvalidHotelDetails(params: URLSearchParams): boolean {
  return !validateDetailsUrl(params, todayInVienna()).ok;
}
