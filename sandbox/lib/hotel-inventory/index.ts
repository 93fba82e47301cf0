export * from './types';
export { CITIES, COUNTRIES, findCity } from './cities';
export { HOTEL_ID_FACTOR, cityOf, distanceKm, findHotel, hotelsOf } from './hotels';
export { fits } from './rooms';
export { dayNumber, isSoldOut, nightsBetween, priceChangeOf, priceRoom, type RoomPrice } from './prices';
export {
  cheapestRate,
  nightlyOf,
  findRate,
  freeCancellationDeadline,
  pricedRate,
  pricedRates,
  roomTypesTaking,
  sumMoney,
  type Cancellation,
  type CheapestRate,
  type PricedRate,
  type StayQuery,
  type StayRate,
} from './offers';
export { foldName, matchDestinations, warmDestinationIndex } from './destinations';
export { countryName, hotelDescription, hotelPolicies, localName, penaltyText } from './texts';
export { HOTEL_PHOTO_COUNT, hotelPhotoSvg, isHotelPhoto } from './photos';
