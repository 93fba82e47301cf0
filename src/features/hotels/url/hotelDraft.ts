import { HOTEL_LIMITS, type RoomOccupancy } from '../occupancy';
import type { Destination } from '../search/hotelSearch';
import { addDaysIso, isIsoDate, nightsBetween } from '../search/stayDates';
import { COUNTRY, readRoom } from './validateHotelUrl';

/** What an invalid hotel search URL got right, to fill the search form on the Invalid URL page. */
export interface HotelSearchDraft {
  destination: Destination | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: RoomOccupancy[] | null;
}

/**
 * Reads an invalid URL leniently (the first of a repeated name, unknown names ignored); every part
 * that breaks a rule of `validateHotelUrl` is left out (null). `destination` is the one the server
 * looked up (already checked to exist); the URL's country must be its own.
 */
export function hotelDraftFromUrl(
  params: URLSearchParams,
  today: string,
  destination: Destination | null | undefined,
): HotelSearchDraft {
  const country = params.get('countryId') ?? '';
  const place =
    destination && COUNTRY.test(country) && destination.countryId === country ? destination : null;
  const last = addDaysIso(today, HOTEL_LIMITS.maxDaysAhead);
  const rawIn = params.get('checkIn') ?? '';
  const checkIn = isIsoDate(rawIn) && rawIn >= today && rawIn <= last ? rawIn : null;
  const rawOut = params.get('checkOut') ?? '';
  const checkOut =
    isIsoDate(rawOut) &&
    rawOut > today &&
    (checkIn === null || (rawOut > checkIn && nightsBetween(checkIn, rawOut) <= HOTEL_LIMITS.maxNights))
      ? rawOut
      : null;
  const values = params.getAll('room');
  const read = values.map(readRoom);
  const rooms =
    values.length > 0 && values.length <= HOTEL_LIMITS.maxRooms && read.every((r) => 'room' in r)
      ? read.map((r) => r.room)
      : null;
  return { destination: place, checkIn, checkOut, rooms };
}
