import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { ApiError } from '../../lib/errors';
import {
  cityOf,
  countryName,
  dayNumber,
  HOTEL_PHOTO_COUNT,
  findRate,
  hotelDescription,
  hotelPolicies,
  localName,
  nightlyOf,
  nightsBetween,
  penaltyText,
  pricedRate,
  roomTypesTaking,
  sumMoney,
  type Cancellation,
  type City,
  type CurrencyRate,
  type Hotel,
  type CheapestRate,
  type StayRate,
  type StayQuery,
} from '../../lib/hotel-inventory';
import { HOTEL_LIMITS, type Stay } from './schemas';

/** The answers' shapes, built from the generated inventory in the request's language. */

export const photoPath = (hotelId: number, n: number) => `/hotel/photo/${hotelId}/${n}.svg`;

/** The rules of the dates that need the clock: check-in not before today, not over a year ahead. */
export function checkDates(checkIn: string, now: Date): void {
  const today = todayIn(APP_TIME_ZONE, now);
  if (checkIn < today) throw new ApiError(400, `checkIn: must not be in the past (today is ${today})`);
  if (dayNumber(checkIn) - dayNumber(today) > HOTEL_LIMITS.maxDaysAhead)
    throw new ApiError(400, `checkIn: at most ${HOTEL_LIMITS.maxDaysAhead} days ahead`);
}

export function stayQuery(
  body: { checkIn: string; checkOut: string; rooms: StayQuery['rooms'] },
  currency: CurrencyRate,
  now: Date,
): StayQuery {
  return {
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: nightsBetween(body.checkIn, body.checkOut),
    rooms: body.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
    currency,
    now,
  };
}

export function cityDestination(city: City, language: string | undefined) {
  const name = localName(city.name, language);
  return {
    type: 'CITY' as const,
    id: city.id,
    name,
    cityId: city.id,
    cityName: name,
    countryId: city.countryId,
    countryName: countryName(city.countryId, language),
    hotelCount: city.hotels,
  };
}

export function hotelDestination(hotel: Hotel, language: string | undefined) {
  const city = cityOf(hotel);
  return {
    type: 'HOTEL' as const,
    id: hotel.id,
    name: localName(hotel.name, language),
    cityId: city.id,
    cityName: localName(city.name, language),
    countryId: city.countryId,
    countryName: countryName(city.countryId, language),
  };
}

function cancellationOut(
  cancellation: Cancellation | null,
  currency: CurrencyRate,
  language: string | undefined,
) {
  return (
    cancellation && {
      ...cancellation,
      penaltyText: penaltyText(cancellation.freeUntil, cancellation.penalty, currency, language),
    }
  );
}

/** One rate of a result card, priced for the whole stay and every room of the search. */
function summaryRate({ priced, total }: StayRate, query: StayQuery) {
  const { decimals } = query.currency;
  const prices = priced.byRoom.flatMap((price) => (price ? [price] : []));
  const scale = 10 ** decimals;
  return {
    rateId: priced.rate.id,
    board: priced.rate.board,
    refundable: priced.refundable,
    freeCancellationUntil: priced.cancellation?.freeUntil ?? null,
    pricePerNight: Math.round((total * scale) / query.nights) / scale,
    total,
    taxesAndFees: sumMoney(
      prices.flatMap((price) => [price.taxes, price.fees]),
      decimals,
    ),
    currency: query.currency.code,
  };
}

/** A hotel of a search's results, with the cheapest rate of its room types that take every room. */
export function hotelSummary(
  hotel: Hotel,
  cheapest: CheapestRate,
  recommended: number,
  query: StayQuery,
  language: string | undefined,
) {
  return {
    hotelId: hotel.id,
    name: localName(hotel.name, language),
    stars: hotel.stars,
    guestRating: hotel.guestRating,
    reviewCount: hotel.reviewCount,
    propertyType: hotel.propertyType,
    area: localName(hotel.area, language),
    distanceKm: hotel.distanceKm,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    photo: photoPath(hotel.id, 0),
    amenities: hotel.amenities,
    recommended,
    freeCancellation: cheapest.freeCancellation,
    boards: cheapest.boards,
    cheapest: summaryRate(cheapest, query),
    rateOptions: cheapest.options.map((option) => summaryRate(option, query)),
  };
}

export function hotelDetails(hotel: Hotel, query: StayQuery, language: string | undefined) {
  const city = cityOf(hotel);
  const currency = query.currency.code;
  const nightly = nightlyOf(hotel, query);
  return {
    hotelId: hotel.id,
    name: localName(hotel.name, language),
    stars: hotel.stars,
    guestRating: hotel.guestRating,
    reviewCount: hotel.reviewCount,
    propertyType: hotel.propertyType,
    address: localName(hotel.address, language),
    area: localName(hotel.area, language),
    cityId: city.id,
    cityName: localName(city.name, language),
    countryId: city.countryId,
    countryName: countryName(city.countryId, language),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distanceKm: hotel.distanceKm,
    timeZone: city.timeZone,
    description: hotelDescription(hotel, language),
    photos: Array.from({ length: HOTEL_PHOTO_COUNT }, (_, n) => photoPath(hotel.id, n)),
    amenities: hotel.amenities,
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    policies: hotelPolicies(hotel, language),
    currency,
    nights: query.nights,
    rooms: hotel.roomTypes.map((roomType) => ({
      roomTypeId: roomType.id,
      name: localName(roomType.name, language),
      beds: localName(roomType.beds, language),
      sizeM2: roomType.sizeM2,
      maxAdults: roomType.maxAdults,
      maxChildren: roomType.maxChildren,
      photos: roomType.photos.map((n) => photoPath(hotel.id, n)),
      rates: roomType.rates.map((rate) => {
        const priced = pricedRate(hotel, roomType, rate, query, false, nightly);
        const first = priced.byRoom.find((price) => price !== null);
        const byRoom = priced.byRoom.map(
          (price) =>
            price && {
              pricePerNight: price.pricePerNight,
              total: price.total,
              base: price.base,
              taxes: price.taxes,
              fees: price.fees,
            },
        );
        return {
          rateId: rate.id,
          board: rate.board,
          refundable: priced.refundable,
          cancellation: cancellationOut(priced.cancellation, query.currency, language),
          payNow: true,
          pricePerNight: first?.pricePerNight ?? 0,
          total: first?.total ?? 0,
          base: first?.base ?? 0,
          taxes: first?.taxes ?? 0,
          fees: first?.fees ?? 0,
          currency,
          byRoom,
        };
      }),
    })),
    fitsRooms: query.rooms.map((room) => roomTypesTaking(hotel, room).map((roomType) => roomType.id)),
  };
}

/** The chosen rates of a stay, one per room: 400 when one is unknown or cannot take its room. */
export function chosenRates(hotel: Hotel, query: StayQuery, rateIds: string[], changed: boolean) {
  const nightly = nightlyOf(hotel, query);
  return rateIds.map((rateId, i) => {
    const found = findRate(hotel, rateId);
    if (!found) throw new ApiError(400, `rateIds.${i}: unknown rate ${rateId}`);
    const priced = pricedRate(hotel, found.roomType, found.rate, query, changed, nightly);
    const price = priced.byRoom[i];
    if (!price) throw new ApiError(400, `rateIds.${i}: the room type cannot take room ${i + 1}`);
    return { priced, price };
  });
}

/** The stay a set of rates makes, in one language. */
export function stayOf(
  hotel: Hotel,
  query: StayQuery,
  chosen: ReturnType<typeof chosenRates>,
  language: string | undefined,
): Stay {
  const city = cityOf(hotel);
  const { decimals } = query.currency;
  const rooms = chosen.map(({ priced, price }, i) => {
    const occupancy = query.rooms[i]!;
    // The penalty is this room's first night, not the first room's the rate quoted.
    const cancellation = priced.cancellation && { ...priced.cancellation, penalty: price.firstNight };
    return {
      adults: occupancy.adults,
      childAges: occupancy.childAges,
      roomTypeId: priced.roomType.id,
      rateId: priced.rate.id,
      roomName: localName(priced.roomType.name, language),
      board: priced.rate.board,
      refundable: priced.refundable,
      cancellation: cancellationOut(cancellation, query.currency, language),
      total: price.total,
      base: price.base,
      taxes: price.taxes,
      fees: price.fees,
    };
  });
  const sum = (field: 'total' | 'base' | 'taxes' | 'fees') =>
    sumMoney(
      rooms.map((room) => room[field]),
      decimals,
    );
  return {
    hotelId: hotel.id,
    name: localName(hotel.name, language),
    address: localName(hotel.address, language),
    cityName: localName(city.name, language),
    countryId: city.countryId,
    countryName: countryName(city.countryId, language),
    stars: hotel.stars,
    photo: photoPath(hotel.id, 0),
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    nights: query.nights,
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    timeZone: city.timeZone,
    rooms,
    total: sum('total'),
    base: sum('base'),
    taxes: sum('taxes'),
    fees: sum('fees'),
    currency: query.currency.code,
  };
}
