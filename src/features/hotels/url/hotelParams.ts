import { formatRoom } from '../occupancy';
import type { HotelSearch } from '../search/hotelSearch';
import { DEFAULT_HOTEL_VIEW, writeHotelView, type HotelView } from './hotelView';

/**
 * The search as URL parameters, in the documented order (docs/urls.md, "Hotel search URL"):
 * `searchType, destinationId, countryId, checkIn, checkOut`, one `room` per room, then the view.
 */
export function hotelSearchParams(
  search: HotelSearch,
  view: HotelView = DEFAULT_HOTEL_VIEW,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('searchType', search.searchType);
  params.set('destinationId', String(search.destinationId));
  params.set('countryId', search.countryId);
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
  for (const room of search.rooms) params.append('room', formatRoom(room));
  return writeHotelView(params, view);
}

/** The results page's address (without the locale, for `@/i18n/navigation`). */
export function hotelsHref(search: HotelSearch, view: HotelView = DEFAULT_HOTEL_VIEW): string {
  return `/hotels?${hotelSearchParams(search, view).toString()}`;
}

/** A hotel's details page for the same stay (built on the hotel-book branch). */
export function hotelDetailsHref(search: HotelSearch, hotelId: number): string {
  const params = new URLSearchParams();
  params.set('hotelId', String(hotelId));
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
  for (const room of search.rooms) params.append('room', formatRoom(room));
  return `/hotels/details?${params.toString()}`;
}
