import type { components } from '@/lib/api/schema';
import type { ApiClient, Envelope } from '@/lib/api/client';
import type { ConfirmedBooking, CreatedBooking } from '@/features/booking/api';
import { ApiError } from '@/lib/api/errors';
import type { RoomOccupancy } from '../occupancy';

/**
 * The hotel details, rate check and booking calls of the club API (docs/hotels-contract.md,
 * "Details and rates" and "Booking and payment"). Payment itself is the payment feature's, with
 * module type Hotel (2).
 */

export type Board = 'RO' | 'BB' | 'HB' | 'FB' | 'AI';
export const BOARDS: readonly Board[] = ['RO', 'BB', 'HB', 'FB', 'AI'];

export interface Cancellation {
  /** The last moment to cancel free of charge, in the hotel's local time with its offset. */
  freeUntil: string;
  /** What cancelling later costs, for this room and the whole stay. */
  penalty: number;
  penaltyText: string;
}

/** A rate's prices for one room of the search, for the whole stay. */
export interface RoomPrice {
  pricePerNight: number;
  total: number;
  base: number;
  taxes: number;
  fees: number;
}

export interface Rate {
  rateId: string;
  board: Board;
  refundable: boolean;
  /** null: not refundable, whatever the time. */
  cancellation: Cancellation | null;
  payNow: boolean;
  /**
   * Prices for ONE room of the search (the first the room type takes), for the whole stay; taxes
   * and fees included in `total`.
   */
  pricePerNight: number;
  total: number;
  base: number;
  taxes: number;
  fees: number;
  currency: string;
  /** The prices for each room of the search; null where the room type cannot take that room. */
  byRoom: (RoomPrice | null)[];
}

export interface RoomType {
  roomTypeId: string;
  name: string;
  beds: string;
  sizeM2: number;
  maxAdults: number;
  maxChildren: number;
  photos: string[];
  rates: Rate[];
}

export interface HotelDetails {
  hotelId: number;
  name: string;
  stars: number;
  guestRating: number;
  reviewCount: number;
  propertyType: string;
  address: string;
  area: string;
  cityName: string;
  countryId: string;
  countryName: string;
  latitude: number;
  longitude: number;
  distanceKm: number;
  /** IANA zone of the hotel: cancellation deadlines are shown in it. */
  timeZone: string;
  description: string;
  photos: string[];
  amenities: string[];
  checkInFrom: string;
  checkOutUntil: string;
  policies: { children: string; extraBeds: string; pets: string };
  currency: string;
  nights: number;
  rooms: RoomType[];
  /** `fitsRooms[i]`: the room types that can take the search's room `i`. */
  fitsRooms: string[][];
}

/** What the details, rate check and booking name of a stay. */
export interface StayQuery {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
}

export interface StayRoom {
  adults: number;
  childAges: number[];
  roomTypeId: string;
  rateId: string;
  roomName: string;
  board: Board;
  refundable: boolean;
  cancellation: Cancellation | null;
  total: number;
  base: number;
  taxes: number;
  fees: number;
}

export interface Stay {
  hotelId: number;
  name: string;
  address: string;
  cityName: string;
  countryId: string;
  countryName: string;
  stars: number;
  photo: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  checkInFrom: string;
  checkOutUntil: string;
  timeZone: string;
  rooms: StayRoom[];
  total: number;
  base: number;
  taxes: number;
  fees: number;
  currency: string;
}

export type RateCheckStatus = 'CONFIRMED' | 'PRICE_CHANGED' | 'UNAVAILABLE';

export interface RateCheck {
  status: RateCheckStatus;
  oldPrice: number;
  newPrice: number;
  currency: string;
  /** What a booking names; null when a rate is sold out. */
  rateToken: string | null;
  expiresAt: string | null;
  unavailableRateIds: string[];
  stay: Stay;
}

export interface HotelGuest {
  firstName: string;
  lastName: string;
}

export interface HotelBookingBody {
  rateToken: string;
  guestUserId?: string;
  guests: HotelGuest[];
  contact: { email: string; phoneCountryCode: string; phoneNumber: string };
  specialRequests: string;
  arrivalTime: string | null;
  companyTax: { gstNumber: true; companyName: string; registrationNo: string } | null;
}

export type HotelBookingCreated = CreatedBooking;

export interface HotelBooking extends ConfirmedBooking {
  stay: Stay;
  guests: HotelGuest[];
  specialRequests: string;
  arrivalTime: string | null;
  createdAt: string;
  /** The hotel's confirmation number per room, once confirmed (issue 33). */
  supplierReferences: components['schemas']['SupplierReferences'] | null;
}

export function stayBody(query: StayQuery) {
  return {
    hotelId: query.hotelId,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms: query.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
  };
}

/** `GET /hotel/book/status`: the booking an attempt's key made, if any (as for flights). */
export interface HotelBookingAttemptStatus {
  booking: Pick<
    HotelBookingCreated,
    'bookingId' | 'reference' | 'amount' | 'currency' | 'accessToken'
  > | null;
}

export async function fetchHotelBookingStatus(
  api: ApiClient,
  query: { idempotencyKey: string; guestUserId: string | null },
): Promise<HotelBookingAttemptStatus> {
  const params: Record<string, string> = { idempotencyKey: query.idempotencyKey };
  if (query.guestUserId) params.guestUserId = query.guestUserId;
  const response = await api.get<Envelope<HotelBookingAttemptStatus>>('/hotel/book/status', { params });
  return response.data.data;
}

/** A 410: the rate token (or the search behind it) expired. */
export function isRateExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}
