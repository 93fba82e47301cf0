import { releasedByBatch } from '../../lib/search-batches';
import { hash32, intBetween } from '../../lib/flight-offers/hash';
import { ApiError } from '../../lib/errors';
import {
  cheapestRate,
  findCity,
  findHotel,
  fits,
  hotelsOf,
  type Hotel,
  type Occupancy,
  type StayQuery,
} from '../../lib/hotel-inventory';
import type { SearchBody } from './schemas';
import type { SearchClaims } from './tokens';
import { hotelSummary, stayQuery } from './views';

/**
 * A search's hotels and when they "arrive": everything follows from the signed search, so each
 * poll recomputes its share (only the hotels it hands out are priced).
 */

const takesEveryRoom = (hotel: Hotel, rooms: Occupancy[]) =>
  hotel.roomTypes.some((roomType) =>
    rooms.every((room) => fits(roomType, room.adults, room.childAges.length)),
  );

/** The destination a search names; 400 when unknown or in another country. */
export function destinationOf(body: Pick<SearchBody, 'searchType' | 'destinationId' | 'countryId'>) {
  const countryId = body.countryId.toUpperCase();
  if (body.searchType === 'CITY') {
    const city = findCity(body.destinationId);
    if (!city) throw new ApiError(400, `destinationId: unknown city ${body.destinationId}`);
    if (city.countryId !== countryId)
      throw new ApiError(400, `countryId: must be the city's country (${city.countryId})`);
    return { hotels: hotelsOf(city) };
  }
  const hotel = findHotel(body.destinationId);
  if (!hotel) throw new ApiError(400, `destinationId: unknown hotel ${body.destinationId}`);
  const city = findCity(hotel.cityId);
  if (city?.countryId !== countryId)
    throw new ApiError(400, `countryId: must be the hotel's country (${city?.countryId ?? ''})`);
  return { hotels: [hotel] };
}

export function searchSeed(
  claims: Pick<SearchClaims, 'searchType' | 'destinationId' | 'checkIn' | 'checkOut' | 'rooms'>,
) {
  const rooms = claims.rooms.map((room) => [room.adults, ...room.childAges].join('-')).join('_');
  return `${claims.searchType}|${claims.destinationId}|${claims.checkIn}|${claims.checkOut}|${rooms}`;
}

/** The search's hotels in the order they are handed out (no useful order), and their recommended rank. */
export function searchHotels(claims: SearchClaims): { hotel: Hotel; recommended: number }[] {
  const city = claims.searchType === 'CITY' ? findCity(claims.destinationId) : null;
  const hotel = claims.searchType === 'HOTEL' ? findHotel(claims.destinationId) : null;
  const hotels = city ? hotelsOf(city) : hotel ? [hotel] : [];
  const seed = searchSeed(claims);
  const found = hotels.filter((hotel) => takesEveryRoom(hotel, claims.rooms));
  const rank = new Map(
    [...found]
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .map((hotel, i) => [hotel.id, i + 1]),
  );
  return found
    .map((hotel) => ({ hotel, order: hash32(`order|${seed}|${hotel.id}`) }))
    .sort((a, b) => a.order - b.order || a.hotel.id - b.hotel.id)
    .map(({ hotel }) => ({ hotel, recommended: rank.get(hotel.id) ?? 0 }));
}

export function countSearchHotels(body: SearchBody): number {
  const { hotels } = destinationOf(body);
  return hotels.filter((hotel) => takesEveryRoom(hotel, body.rooms)).length;
}

/** 3–5 batches, the first after 300–600 ms, the last within 1–2 s. */
export function releaseSchedule(seed: string, total: number) {
  const batches = intBetween(`batches|${seed}`, 3, 5);
  const first = intBetween(`first|${seed}`, 300, 600);
  const last = intBetween(`last|${seed}`, 1000, 2000);
  const at = Array.from({ length: batches }, (_, i) =>
    Math.round(first + ((last - first) * i) / (batches - 1)),
  );
  return { at, released: releasedByBatch(seed, batches, total) };
}

export function pollSearch(claims: SearchClaims, offset: number, now: Date, language: string | undefined) {
  const hotels = searchHotels(claims);
  const total = hotels.length;
  if (offset > total) throw new ApiError(400, `offset: must not exceed the number of hotels (${total})`);
  const { at, released: counts } = releaseSchedule(`${searchSeed(claims)}|${claims.startedAt}`, total);
  const elapsed = now.getTime() - claims.startedAt;
  const done = at.filter((time) => time <= elapsed).length;
  const released = done === 0 ? 0 : (counts[done - 1] ?? total);
  const query: StayQuery = stayQuery(claims, claims.currency, now);
  const summaries = hotels.slice(offset, Math.max(offset, released)).flatMap(({ hotel, recommended }) => {
    const cheapest = cheapestRate(hotel, query);
    return cheapest ? [hotelSummary(hotel, cheapest, recommended, query, language)] : [];
  });
  return {
    complete: done === at.length,
    progress: Math.round((100 * done) / at.length),
    total,
    hotels: summaries,
    nextOffset: Math.max(offset, released),
    currency: claims.currency.code,
  };
}
