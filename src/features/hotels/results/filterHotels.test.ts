import { describe, expect, it } from 'vitest';
import type { HotelSummary } from '../api/search';
import { NO_HOTEL_FILTERS, type HotelFilters } from '../url/hotelView';
import { filterHotels, foldName, hotelFacets, pricedUnder, rateUnder, sortHotels } from './filterHotels';

function hotel(
  id: number,
  patch: Partial<HotelSummary> = {},
  rate: Partial<HotelSummary['cheapest']> = {},
): HotelSummary {
  const cheapest: HotelSummary['cheapest'] = {
    rateId: `r${id}`,
    board: 'RO',
    refundable: false,
    freeCancellationUntil: null,
    pricePerNight: 100,
    total: 200,
    taxesAndFees: 20,
    currency: 'USD',
    ...rate,
  };
  // A rate with a deadline can be cancelled free.
  cheapest.refundable = rate.refundable ?? cheapest.freeCancellationUntil !== null;
  return {
    hotelId: id,
    name: `Hotel ${id}`,
    stars: 3,
    guestRating: 7.5,
    reviewCount: 100,
    propertyType: 'HOTEL',
    area: 'Deira',
    distanceKm: 2,
    latitude: 25.2,
    longitude: 55.3,
    photo: `/hotel/photo/${id}/0.svg`,
    amenities: ['WIFI'],
    recommended: id,
    // By default the cheapest rate is the hotel's only kind of rate.
    freeCancellation: cheapest.freeCancellationUntil !== null,
    boards: [cheapest.board],
    rateOptions: [cheapest],
    ...patch,
    cheapest,
  };
}

/** A rate of a card: `perNight` for a stay of two nights, refundable when it has a deadline. */
function rate(
  id: number,
  board: HotelSummary['cheapest']['board'],
  perNight: number,
  freeUntil: string | null,
): HotelSummary['cheapest'] {
  return {
    rateId: `r${id}`,
    board,
    refundable: freeUntil !== null,
    freeCancellationUntil: freeUntil,
    pricePerNight: perNight,
    total: perNight * 2,
    taxesAndFees: 20,
    currency: 'USD',
  };
}

const hotels = [
  hotel(
    1,
    { name: 'Jumeirah Creek Palace', stars: 5, guestRating: 9.1, distanceKm: 4 },
    { pricePerNight: 410, board: 'BB', freeCancellationUntil: '2026-11-28T23:59:00+04:00' },
  ),
  hotel(
    2,
    { name: 'Deira Budget Inn', stars: 2, guestRating: 6.4, distanceKm: 0.8, amenities: ['WIFI', 'PARKING'] },
    { pricePerNight: 55 },
  ),
  hotel(
    3,
    {
      name: 'Marina Résidence',
      stars: 4,
      guestRating: 8.2,
      propertyType: 'APARTMENT',
      distanceKm: 12,
      amenities: ['WIFI', 'POOL', 'GYM'],
    },
    { pricePerNight: 180, board: 'HB', freeCancellationUntil: '2026-11-27T12:00:00+04:00' },
  ),
  hotel(
    4,
    {
      name: 'قصر الخور',
      stars: 4,
      guestRating: 8.8,
      propertyType: 'RESORT',
      distanceKm: 2.9,
      amenities: ['POOL', 'SPA', 'WIFI'],
      // Its cheapest rate cannot be cancelled free, a dearer one (with breakfast) can.
      freeCancellation: true,
      boards: ['BB', 'AI'],
      rateOptions: [
        { ...rate(4, 'AI', 260, null) },
        { ...rate(4, 'BB', 300, '2026-11-27T23:59:00+04:00'), rateId: 'r4-bb' },
      ],
    },
    { pricePerNight: 260, board: 'AI' },
  ),
];
const f = (patch: Partial<HotelFilters>): HotelFilters => ({ ...NO_HOTEL_FILTERS, ...patch });
const ids = (list: HotelSummary[]) => list.map((h) => h.hotelId);

describe('hotel filters', () => {
  it.each<[string, Partial<HotelFilters>, number[]]>([
    ['none', {}, [1, 2, 3, 4]],
    ['free cancellation (on any rate)', { freeCancellation: true }, [1, 3, 4]],
    ['4 and 5 stars', { stars: [4, 5] }, [1, 3, 4]],
    ['free cancellation and 4+ stars', { freeCancellation: true, stars: [4, 5] }, [1, 3, 4]],
    ['guest rating 8+', { rating: 8 }, [1, 3, 4]],
    ['price range', { minPrice: 100, maxPrice: 300 }, [3, 4]],
    ['board (any board sold)', { boards: ['BB'] }, [1, 4]],
    ['boards', { boards: ['HB', 'AI'] }, [3, 4]],
    ['property type', { types: ['APARTMENT'] }, [3]],
    ['every amenity chosen', { amenities: ['POOL', 'WIFI'] }, [3, 4]],
    ['distance within 3 km', { distance: 3 }, [2, 4]],
    ['name, any case and accents', { name: 'residence' }, [3]],
    ['Arabic name', { name: 'الخور' }, [4]],
    ['nothing left', { stars: [1] }, []],
  ])('%s', (_, patch, expected) => {
    expect(ids(filterHotels(hotels, f(patch)))).toEqual(expected);
  });

  it('folds accents and Arabic diacritics', () => {
    expect(foldName('  Café ')).toBe('cafe');
    expect(foldName('فُنْدُق')).toBe('فندق');
  });
});

describe('hotel sort', () => {
  it.each<[Parameters<typeof sortHotels>[1], number[]]>([
    ['recommended', [1, 2, 3, 4]],
    ['price_asc', [2, 3, 4, 1]],
    ['price_desc', [1, 4, 3, 2]],
    ['stars', [1, 3, 4, 2]],
    ['rating', [1, 4, 3, 2]],
    ['distance', [2, 4, 1, 3]],
  ])('%s', (sort, expected) => {
    expect(ids(sortHotels(hotels, sort))).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const copy = [...hotels];
    sortHotels(hotels, 'price_desc');
    expect(hotels).toEqual(copy);
  });
});

describe('the rate a card shows under the filters', () => {
  const resort = hotels[3]!;

  it('is the cheapest rate without the free-cancellation and meal filters', () => {
    expect(rateUnder(resort, f({}))?.rateId).toBe('r4');
    expect(pricedUnder(hotels, f({ stars: [4] }))).toBe(hotels);
  });

  it('is the cheapest free-cancellation rate with that filter on', () => {
    expect(rateUnder(resort, f({ freeCancellation: true }))).toMatchObject({
      rateId: 'r4-bb',
      refundable: true,
    });
    const priced = pricedUnder(hotels, f({ freeCancellation: true }));
    expect(priced.find((h) => h.hotelId === 4)?.cheapest.pricePerNight).toBe(300);
  });

  it('is the cheapest rate with a chosen meal, and none when no rate meets both filters', () => {
    expect(rateUnder(resort, f({ boards: ['BB'] }))?.board).toBe('BB');
    expect(rateUnder(resort, f({ boards: ['AI'], freeCancellation: true }))).toBeNull();
    expect(ids(filterHotels(hotels, f({ boards: ['AI'], freeCancellation: true })))).toEqual([]);
  });

  it('prices the price filter and the price sort as the cards show', () => {
    const priced = pricedUnder(hotels, f({ freeCancellation: true }));
    expect(ids(filterHotels(priced, f({ freeCancellation: true, maxPrice: 280 })))).toEqual([3]);
    expect(ids(sortHotels(filterHotels(priced, f({ freeCancellation: true })), 'price_asc'))).toEqual([
      3, 4, 1,
    ]);
  });
});

describe('facet counts', () => {
  it('counts each option given the other filters', () => {
    const facets = hotelFacets(hotels, f({ freeCancellation: true }));
    expect(facets.stars).toMatchObject({ 5: 1, 4: 2, 2: 0 });
    // Its own group is left out: free cancellation counts over all the hotels.
    expect(facets.freeCancellation).toBe(3);
    expect(facets.priceMin).toBe(55);
    expect(facets.priceMax).toBe(410);
    expect(facets.rating).toMatchObject({ 9: 1, 8: 3, 7: 3, 6: 3 });
    // A hotel counts under every board it is sold with; with free cancellation on, sold with a rate
    // that can be cancelled free (hotel 4's all-inclusive rate cannot).
    expect(facets.boards).toEqual({ RO: 0, BB: 2, HB: 1, FB: 0, AI: 0 });
  });

  it('counts amenities among the hotels left', () => {
    const facets = hotelFacets(hotels, f({ amenities: ['POOL'] }));
    expect(facets.amenities).toMatchObject({ POOL: 2, SPA: 1, GYM: 1, PARKING: 0 });
  });
});
