import {
  AMENITIES,
  BOARDS,
  PROPERTY_TYPES,
  type Amenity,
  type Board,
  type CheapestRate,
  type HotelSummary,
  type PropertyType,
} from '../api/search';
import {
  DISTANCE_OPTIONS,
  RATING_OPTIONS,
  STAR_OPTIONS,
  type HotelFilters,
  type HotelSort,
} from '../url/hotelView';

/** The filter groups, each tested on its own so facet counts can leave one out. */
type Group =
  'price' | 'stars' | 'rating' | 'freeCancellation' | 'boards' | 'types' | 'amenities' | 'distance' | 'name';

/** Lower-cased, accents and Arabic diacritics removed: "Café" and "cafe" match, as do "فُندق" and "فندق". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .trim();
}

/** The rates a card can show; an API without `rateOptions` gives the cheapest alone. */
function optionsOf(hotel: HotelSummary): readonly CheapestRate[] {
  return hotel.rateOptions?.length ? hotel.rateOptions : [hotel.cheapest];
}

/** The filters that decide which of a hotel's rates its card shows. */
export type RateFilters = Pick<HotelFilters, 'freeCancellation' | 'boards'>;

/**
 * The cheapest rate that meets the free-cancellation and meal filters, or null when none does
 * (without those filters, the hotel's cheapest rate).
 */
export function rateUnder(hotel: HotelSummary, f: RateFilters): CheapestRate | null {
  if (!f.freeCancellation && f.boards.length === 0) return hotel.cheapest;
  let best: CheapestRate | null = null;
  for (const rate of optionsOf(hotel)) {
    if (f.freeCancellation && !rate.refundable) continue;
    if (f.boards.length > 0 && !f.boards.includes(rate.board)) continue;
    if (!best || rate.total < best.total) best = rate;
  }
  return best;
}

/**
 * The hotels priced as their cards show them under the free-cancellation and meal filters: each
 * hotel's `cheapest` becomes its cheapest rate that meets them, so the price filter, the price
 * sort and the card all read one price. Without those filters, the same array (memo-friendly).
 */
export function pricedUnder(hotels: readonly HotelSummary[], f: RateFilters): readonly HotelSummary[] {
  if (!f.freeCancellation && f.boards.length === 0) return hotels;
  return hotels.map((hotel) => {
    const rate = rateUnder(hotel, f);
    return rate && rate !== hotel.cheapest ? { ...hotel, cheapest: rate } : hotel;
  });
}

function passes(hotel: HotelSummary, f: HotelFilters, group: Group, name: string): boolean {
  switch (group) {
    case 'price': {
      const price = hotel.cheapest.pricePerNight;
      return (f.minPrice === null || price >= f.minPrice) && (f.maxPrice === null || price <= f.maxPrice);
    }
    case 'stars':
      return f.stars.length === 0 || f.stars.includes(hotel.stars);
    case 'rating':
      return f.rating === null || hotel.guestRating >= f.rating;
    case 'freeCancellation':
      return !f.freeCancellation || optionsOf(hotel).some((rate) => rate.refundable);
    case 'boards':
      // With free cancellation on, the meal must come with a rate that can be cancelled free.
      return (
        f.boards.length === 0 ||
        optionsOf(hotel).some(
          (rate) => f.boards.includes(rate.board) && (!f.freeCancellation || rate.refundable),
        )
      );
    case 'types':
      return f.types.length === 0 || f.types.includes(hotel.propertyType);
    case 'amenities':
      return f.amenities.every((amenity) => hotel.amenities.includes(amenity));
    case 'distance':
      return f.distance === null || hotel.distanceKm <= f.distance;
    case 'name':
      return name === '' || foldName(hotel.name).includes(name);
  }
}

const GROUPS: readonly Group[] = [
  'price',
  'stars',
  'rating',
  'freeCancellation',
  'boards',
  'types',
  'amenities',
  'distance',
  'name',
];

function matches(hotel: HotelSummary, f: HotelFilters, name: string, except?: Group): boolean {
  for (const group of GROUPS) if (group !== except && !passes(hotel, f, group, name)) return false;
  return true;
}

/** The hotels that pass every filter. */
export function filterHotels(hotels: readonly HotelSummary[], filters: HotelFilters): HotelSummary[] {
  const name = foldName(filters.name);
  return hotels.filter((hotel) => matches(hotel, filters, name));
}

const byPrice = (a: HotelSummary, b: HotelSummary) => a.cheapest.pricePerNight - b.cheapest.pricePerNight;
const COMPARE: Record<HotelSort, (a: HotelSummary, b: HotelSummary) => number> = {
  recommended: (a, b) => a.recommended - b.recommended,
  price_asc: byPrice,
  price_desc: (a, b) => byPrice(b, a),
  stars: (a, b) => b.stars - a.stars || byPrice(a, b),
  rating: (a, b) => b.guestRating - a.guestRating || b.reviewCount - a.reviewCount,
  distance: (a, b) => a.distanceKm - b.distanceKm || byPrice(a, b),
};

/** A sorted copy; ties keep the recommended order, then the hotel id, so the order is stable. */
export function sortHotels(hotels: readonly HotelSummary[], sort: HotelSort): HotelSummary[] {
  const compare = COMPARE[sort];
  return [...hotels].sort((a, b) => compare(a, b) || a.recommended - b.recommended || a.hotelId - b.hotelId);
}

/** How many hotels each option would show, given the other filters (the count beside each option). */
export interface HotelFacets {
  priceMin: number;
  priceMax: number;
  stars: Record<number, number>;
  rating: Record<number, number>;
  freeCancellation: number;
  boards: Record<Board, number>;
  types: Record<PropertyType, number>;
  amenities: Record<Amenity, number>;
  distance: Record<number, number>;
}

function zeroes<K extends string | number>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

export function hotelFacets(hotels: readonly HotelSummary[], filters: HotelFilters): HotelFacets {
  const name = foldName(filters.name);
  const facets: HotelFacets = {
    priceMin: Infinity,
    priceMax: 0,
    stars: zeroes(STAR_OPTIONS),
    rating: zeroes(RATING_OPTIONS),
    freeCancellation: 0,
    boards: zeroes(BOARDS),
    types: zeroes(PROPERTY_TYPES),
    amenities: zeroes(AMENITIES),
    distance: zeroes(DISTANCE_OPTIONS),
  };
  for (const hotel of hotels) {
    const price = hotel.cheapest.pricePerNight;
    facets.priceMin = Math.min(facets.priceMin, price);
    facets.priceMax = Math.max(facets.priceMax, price);
    if (matches(hotel, filters, name, 'stars'))
      facets.stars[hotel.stars] = (facets.stars[hotel.stars] ?? 0) + 1;
    if (matches(hotel, filters, name, 'rating'))
      for (const floor of RATING_OPTIONS)
        if (hotel.guestRating >= floor) facets.rating[floor] = (facets.rating[floor] ?? 0) + 1;
    if (matches(hotel, filters, name, 'freeCancellation') && optionsOf(hotel).some((rate) => rate.refundable))
      facets.freeCancellation += 1;
    if (matches(hotel, filters, name, 'boards')) {
      // A board counts when the hotel sells it, with free cancellation when that filter is on.
      const sold = new Set(
        optionsOf(hotel)
          .filter((rate) => !filters.freeCancellation || rate.refundable)
          .map((rate) => rate.board),
      );
      for (const board of sold) if (board in facets.boards) facets.boards[board] += 1;
    }
    if (matches(hotel, filters, name, 'types')) facets.types[hotel.propertyType] += 1;
    // Amenities narrow together: an option counts the hotels that would remain with it added.
    if (matches(hotel, filters, name))
      for (const amenity of hotel.amenities) if (amenity in facets.amenities) facets.amenities[amenity] += 1;
    if (matches(hotel, filters, name, 'distance'))
      for (const ceiling of DISTANCE_OPTIONS)
        if (hotel.distanceKm <= ceiling) facets.distance[ceiling] = (facets.distance[ceiling] ?? 0) + 1;
  }
  if (facets.priceMin === Infinity) facets.priceMin = 0;
  return facets;
}
