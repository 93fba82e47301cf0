import type { HotelDetails, Rate, RateCheck, Stay, StayQuery } from '@/features/hotels/api/booking';

/** Test data in the contract's shapes: a Dubai hotel whose rooms suit a 2-room search (2 adults; 1 adult and a child). */

const price = (total: number) => ({
  pricePerNight: total / 2,
  total,
  base: Math.round(total * 85) / 100,
  taxes: Math.round(total * 10) / 100,
  fees: Math.round(total * 5) / 100,
});

/** The 2-room stay the hotel's data suits: 2 adults, then 1 adult with a child of 7. */
export function aStayQuery(): StayQuery {
  return {
    hotelId: 120034,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    rooms: [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7] },
    ],
  };
}

export function aRate(rateId: string, total: number, byRoom: (number | null)[], refundable = true): Rate {
  return {
    rateId,
    board: 'BB',
    refundable,
    cancellation: refundable
      ? { freeUntil: '2026-11-28T23:59:00+04:00', penalty: total / 2, penaltyText: 'The first night' }
      : null,
    payNow: true,
    ...price(total),
    currency: 'USD',
    byRoom: byRoom.map((room) => (room === null ? null : price(room))),
  };
}

export function aHotelDetails(rooms: 1 | 2 = 2): HotelDetails {
  return {
    hotelId: 120034,
    name: 'Jumeirah Creek Palace',
    stars: 5,
    guestRating: 8.4,
    reviewCount: 1873,
    propertyType: 'HOTEL',
    address: '12 Baniyas Road',
    area: 'Deira',
    cityName: 'Dubai',
    countryId: 'AE',
    countryName: 'United Arab Emirates',
    latitude: 25.26,
    longitude: 55.31,
    distanceKm: 2.4,
    timeZone: 'Asia/Dubai',
    description: 'A palace on the creek.',
    photos: ['/hotel/photo/120034/0.svg', '/hotel/photo/120034/1.svg'],
    amenities: ['WIFI', 'POOL'],
    checkInFrom: '15:00',
    checkOutUntil: '12:00',
    policies: { children: 'Children welcome.', extraBeds: 'On request.', pets: 'No pets.' },
    currency: 'USD',
    nights: 2,
    rooms: [
      {
        roomTypeId: '120034-1',
        name: 'Deluxe King Room',
        beds: '1 king bed',
        sizeM2: 32,
        maxAdults: 2,
        maxChildren: 0,
        photos: ['/hotel/photo/120034/10.svg'],
        rates: [
          aRate('120034-1-1', 400, rooms === 2 ? [400, null] : [400]),
          aRate('120034-1-2', 360, rooms === 2 ? [360, null] : [360], false),
        ],
      },
      {
        roomTypeId: '120034-2',
        name: 'Family Room',
        beds: '2 queen beds',
        sizeM2: 40,
        maxAdults: 3,
        maxChildren: 2,
        photos: ['/hotel/photo/120034/11.svg'],
        rates: [aRate('120034-2-1', 500, rooms === 2 ? [500, 460] : [500])],
      },
    ],
    fitsRooms: rooms === 2 ? [['120034-1', '120034-2'], ['120034-2']] : [['120034-1', '120034-2']],
  };
}

export function aStay(total: number): Stay {
  return {
    hotelId: 120034,
    name: 'Jumeirah Creek Palace',
    address: '12 Baniyas Road',
    cityName: 'Dubai',
    countryId: 'AE',
    countryName: 'United Arab Emirates',
    stars: 5,
    photo: '/hotel/photo/120034/0.svg',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    nights: 2,
    checkInFrom: '15:00',
    checkOutUntil: '12:00',
    timeZone: 'Asia/Dubai',
    rooms: [
      {
        adults: 2,
        childAges: [],
        roomTypeId: '120034-1',
        rateId: '120034-1-1',
        roomName: 'Deluxe King Room',
        board: 'BB',
        refundable: true,
        cancellation: {
          freeUntil: '2026-11-28T23:59:00+04:00',
          penalty: 200,
          penaltyText: 'The first night',
        },
        total: total - 460,
        base: 0,
        taxes: 0,
        fees: 0,
      },
      {
        adults: 1,
        childAges: [7],
        roomTypeId: '120034-2',
        rateId: '120034-2-1',
        roomName: 'Family Room',
        board: 'BB',
        refundable: false,
        cancellation: null,
        total: 460,
        base: 0,
        taxes: 0,
        fees: 0,
      },
    ],
    total,
    base: Math.round(total * 85) / 100,
    taxes: Math.round(total * 10) / 100,
    fees: Math.round(total * 5) / 100,
    currency: 'USD',
  };
}

export function aRateCheck(
  status: RateCheck['status'],
  oldPrice: number,
  newPrice: number,
  soldOut: string[] = [],
): RateCheck {
  return {
    status,
    oldPrice,
    newPrice,
    currency: 'USD',
    rateToken: status === 'UNAVAILABLE' ? null : 'rate-token-1',
    expiresAt: '2026-11-25T17:00:00Z',
    unavailableRateIds: soldOut,
    stay: aStay(newPrice),
  };
}
