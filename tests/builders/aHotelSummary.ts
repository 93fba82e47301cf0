import type { HotelSummary } from '@/features/hotels/api/search';

/** A hotel in a results batch: rated 8.4 in Deira, breakfast included, its cheapest rate for 2 nights. */
export function aHotelSummary(
  id: number,
  name: string,
  stars: number,
  price: number,
  free: boolean,
): HotelSummary {
  const cheapest: HotelSummary['cheapest'] = {
    rateId: `r${id}`,
    board: 'BB',
    refundable: free,
    freeCancellationUntil: free ? '2026-11-28T23:59:00+04:00' : null,
    pricePerNight: price,
    total: price * 2,
    taxesAndFees: 30,
    currency: 'USD',
  };
  return {
    hotelId: id,
    name,
    stars,
    guestRating: 8.4,
    reviewCount: 1873,
    propertyType: 'HOTEL',
    area: 'Deira',
    distanceKm: 2.4,
    latitude: 25.26,
    longitude: 55.31,
    photo: `/hotel/photo/${id}/0.svg`,
    amenities: ['WIFI'],
    recommended: id,
    freeCancellation: free,
    boards: ['BB'],
    cheapest,
    rateOptions: [cheapest],
  };
}
