import type { ApiClient, Envelope } from '@/lib/api/client';
import { postPoll } from '@/lib/api/retry';
import type { Destination, HotelSearch, SearchType } from '../search/hotelSearch';

/** The hotel search calls of the club API (docs/hotels-contract.md). */

export const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type Board = (typeof BOARDS)[number];
export const PROPERTY_TYPES = ['HOTEL', 'APARTMENT', 'RESORT', 'VILLA', 'GUESTHOUSE', 'HOSTEL'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const AMENITIES = [
  'WIFI',
  'POOL',
  'PARKING',
  'GYM',
  'SPA',
  'FAMILY_ROOMS',
  'RESTAURANT',
  'AIRPORT_SHUTTLE',
  'BEACH',
  'PETS_ALLOWED',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export interface CheapestRate {
  rateId: string;
  board: Board;
  refundable: boolean;
  /** The hotel's local time with its offset, or null for a rate that cannot be cancelled free. */
  freeCancellationUntil: string | null;
  pricePerNight: number;
  total: number;
  taxesAndFees: number;
  currency: string;
}

export interface HotelSummary {
  hotelId: number;
  name: string;
  stars: number;
  guestRating: number;
  reviewCount: number;
  propertyType: PropertyType;
  area: string;
  distanceKm: number;
  latitude: number;
  longitude: number;
  /** A path on the club API. */
  photo: string;
  amenities: Amenity[];
  /** Rank for the "recommended" sort (1 = first). */
  recommended: number;
  /** Some rate of the room types that take every room can be cancelled free (the filter reads it). */
  freeCancellation: boolean;
  /** The boards those room types are sold with, in the order of BOARDS (the filter reads them). */
  boards: Board[];
  /** The cheapest rate of the room types that take every room of the search. */
  cheapest: CheapestRate;
  /**
   * The cheapest rate of each board, refundable and not: under the free-cancellation or meal
   * filters a card shows the cheapest of these that meets them (results/filterHotels.ts).
   */
  rateOptions: CheapestRate[];
}

export interface HotelSearchStarted {
  searchId: string;
  currency: string;
  nights: number;
  total: number;
  expiresAt: string;
}

export interface HotelResultsBatch {
  searchId: string;
  complete: boolean;
  progress: number;
  total: number;
  hotels: HotelSummary[];
  nextOffset: number;
  currency: string;
}

export interface DestinationMatches {
  cities: Destination[];
  hotels: Destination[];
}

export async function startHotelSearch(api: ApiClient, search: HotelSearch, signal?: AbortSignal) {
  const response = await api.post<Envelope<HotelSearchStarted>>('/hotel/search', search, { signal });
  return response.data.data;
}

/** One poll of a hotel search (sent once more when it gets no answer). */
export const hotelResults = (api: ApiClient, searchId: string, offset: number, signal?: AbortSignal) =>
  postPoll<HotelResultsBatch>(api, '/hotel/search/results', { searchId, offset }, signal);

/** The path of one destination (`GET /hotel/destination`), for the server's URL check. */
export function destinationPath(type: SearchType, id: number): string {
  return `/hotel/destination?type=${type}&id=${id}`;
}
