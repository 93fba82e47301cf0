import { formatRoom, type RoomOccupancy } from '../occupancy';

/** What a hotel search is about: a city (all its hotels) or one hotel (spec section 3). */
export const SEARCH_TYPES = ['CITY', 'HOTEL'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export function isSearchType(value: string): value is SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(value);
}

/** A destination as the club API's destination search answers it (docs/hotels-contract.md). */
export interface Destination {
  type: SearchType;
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  countryId: string;
  countryName: string;
  hotelCount?: number;
}

/** A hotel search: the URL of `/hotels` and the body of `POST /hotel/search`. */
export interface HotelSearch {
  searchType: SearchType;
  destinationId: number;
  countryId: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
}

/** One string per distinct search (recent searches, the results page's key). */
export function hotelSearchKey(search: HotelSearch): string {
  return [
    search.searchType,
    search.destinationId,
    search.countryId,
    search.checkIn,
    search.checkOut,
    ...search.rooms.map(formatRoom),
  ].join('|');
}
