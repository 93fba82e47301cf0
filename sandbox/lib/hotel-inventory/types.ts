import type { Bilingual } from './cities';

export type { Bilingual, City } from './cities';

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

/** Room only, breakfast, half board, full board, all inclusive. */
export const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type Board = (typeof BOARDS)[number];

export type Language = 'en' | 'ar';

/** One way of selling a room type: board and cancellation terms. */
export interface RatePlan {
  /** `<roomTypeId>-<n>`. */
  id: string;
  board: Board;
  refundable: boolean;
  /** Refundable plans: free cancellation until this many days before check-in, 23:59 hotel time. */
  freeDays: number;
  /** Multiplies the room price (non-refundable rates sell cheaper). */
  factor: number;
}

export interface RoomType {
  /** `<hotelId>-<n>`. */
  id: string;
  name: Bilingual;
  beds: Bilingual;
  sizeM2: number;
  maxAdults: number;
  maxChildren: number;
  /** Multiplies the hotel's standard room price. */
  factor: number;
  /** Photo numbers (see photos.ts). */
  photos: number[];
  rates: RatePlan[];
}

export interface Hotel {
  id: number;
  cityId: number;
  name: Bilingual;
  stars: number;
  guestRating: number;
  reviewCount: number;
  propertyType: PropertyType;
  area: Bilingual;
  address: Bilingual;
  latitude: number;
  longitude: number;
  distanceKm: number;
  amenities: Amenity[];
  /** Multiplies the city's price: how dear the hotel is for its stars. */
  quality: number;
  checkInFrom: string;
  checkOutUntil: string;
  roomTypes: RoomType[];
  /** Higher sells better: the base of the "recommended" rank. */
  popularity: number;
}

/** A room of a search: its adults and each child's age. */
export interface Occupancy {
  adults: number;
  childAges: number[];
}

export interface CurrencyRate {
  code: string;
  /** Units per US dollar. */
  rate: number;
  decimals: number;
}
