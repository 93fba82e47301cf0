import { describe, expect, it } from 'vitest';
import { CITIES, COUNTRIES, findCity } from './cities';
import { foldName, matchDestinations } from './destinations';
import { HOTEL_ID_FACTOR, distanceKm, findHotel, generateCityHotels, hotelsOf } from './hotels';
import { cheapestRate, freeCancellationDeadline, pricedRate, type StayQuery } from './offers';
import { HOTEL_PHOTO_COUNT, hotelPhotoSvg, isHotelPhoto } from './photos';
import { priceRoom, type PriceInput } from './prices';
import { fits } from './rooms';
import { hotelDescription, hotelPolicies, penaltyText } from './texts';
import type { Hotel, Occupancy } from './types';

const ARABIC = /\p{Script=Arabic}/u;
const USD = { code: 'USD', rate: 1, decimals: 2 };
const AED = { code: 'AED', rate: 3.6725, decimals: 2 };
const KWD = { code: 'KWD', rate: 0.307, decimals: 3 };
const dubai = findCity(12)!;

describe('the cities', () => {
  it('has at least 40 real cities with English and Arabic names, countries, coordinates and time zones', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CITIES.map((city) => city.id)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(city.name.en).toMatch(/^\p{L}/u);
      expect(city.name.ar, city.name.en).toMatch(ARABIC);
      expect(COUNTRIES[city.countryId], city.name.en).toBeDefined();
      expect(Math.abs(city.latitude)).toBeLessThan(60);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone })).not.toThrow();
      expect(city.areas.length).toBeGreaterThanOrEqual(2);
      for (const area of city.areas) expect(area.ar, area.en).toMatch(ARABIC);
    }
  });

  it('sells every GCC capital and main city, large Arab cities and the Gulf’s main destinations', () => {
    const names = CITIES.map((city) => city.name.en);
    for (const name of [
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Doha',
      'Riyadh',
      'Jeddah',
      'Mecca',
      'Medina',
      'Dammam',
      'Kuwait City',
      'Manama',
      'Muscat',
      'Salalah',
      'Cairo',
      'Alexandria',
      'Amman',
      'Beirut',
      'Casablanca',
      'Marrakesh',
      'Tunis',
      'Baghdad',
      'London',
      'Paris',
      'Istanbul',
      'Bangkok',
      'Kuala Lumpur',
      'Mumbai',
      'Delhi',
      'Malé',
      'Baku',
      'Tbilisi',
      'Colombo',
      'Bali',
    ])
      expect(names).toContain(name);
  });

  it('has tens of hotels per city and a 1,000-hotel Dubai', () => {
    for (const city of CITIES) expect(city.hotels, city.name.en).toBeGreaterThanOrEqual(20);
    expect(hotelsOf(dubai).length).toBeGreaterThanOrEqual(1000);
  });
});

describe('the hotels', () => {
  it('are generated deterministically: two runs give the same hotels, ids, names and rooms', () => {
    for (const city of [dubai, findCity(32)!, findCity(14)!]) {
      expect(generateCityHotels(city)).toEqual(generateCityHotels(city));
      expect(hotelsOf(city)).toEqual(generateCityHotels(city));
    }
    expect(findHotel(120001)?.name).toEqual(hotelsOf(dubai)[0]!.name);
  });

  it('have ids that name their city, and unknown ids are null', () => {
    const hotel = findHotel(12 * HOTEL_ID_FACTOR + 34)!;
    expect(hotel.cityId).toBe(12);
    expect(findHotel(12 * HOTEL_ID_FACTOR)).toBeNull();
    expect(findHotel(12 * HOTEL_ID_FACTOR + dubai.hotels + 1)).toBeNull();
    expect(findHotel(999 * HOTEL_ID_FACTOR + 1)).toBeNull();
    expect(findHotel(-5)).toBeNull();
  });

  it('are plausible: unique names EN+AR in a city, stars, ratings, places in the city, rooms and rates', () => {
    for (const city of CITIES) {
      const hotels = hotelsOf(city);
      expect(new Set(hotels.map((hotel) => hotel.name.en)).size, city.name.en).toBe(hotels.length);
      for (const hotel of hotels) {
        expect(hotel.name.ar).toMatch(ARABIC);
        expect(hotel.stars).toBeGreaterThanOrEqual(1);
        expect(hotel.stars).toBeLessThanOrEqual(5);
        expect(hotel.guestRating).toBeGreaterThanOrEqual(5);
        expect(hotel.guestRating).toBeLessThanOrEqual(10);
        expect(hotel.reviewCount).toBeGreaterThan(0);
        expect(distanceKm(city, hotel)).toBeLessThan(30);
        expect(Math.abs(hotel.distanceKm - distanceKm(city, hotel))).toBeLessThan(0.06);
        expect(city.areas).toContainEqual(hotel.area);
        expect(hotel.roomTypes.length).toBeGreaterThanOrEqual(1);
        for (const room of hotel.roomTypes) expect(room.rates.length).toBeGreaterThanOrEqual(2);
        if (!city.coastal) expect(hotel.amenities).not.toContain('BEACH');
      }
    }
  });

  it('cover every property type, board and amenity in Dubai', () => {
    const hotels = hotelsOf(dubai);
    const types = new Set(hotels.map((hotel) => hotel.propertyType));
    expect([...types].sort()).toEqual(['APARTMENT', 'GUESTHOUSE', 'HOSTEL', 'HOTEL', 'RESORT', 'VILLA']);
    const boards = new Set(
      hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.rates.map((rate) => rate.board))),
    );
    expect([...boards].sort()).toEqual(['AI', 'BB', 'FB', 'HB', 'RO']);
    expect(new Set(hotels.flatMap((hotel) => hotel.amenities)).size).toBe(10);
    expect(hotels.some((hotel) => hotel.roomTypes.some((room) => fits(room, 6, 4)))).toBe(true);
  });

  it('have descriptions and policies in English and Arabic', () => {
    const hotel = findHotel(120004)!;
    expect(hotelDescription(hotel, 'en')).toContain(hotel.name.en);
    expect(hotelDescription(hotel, 'ar')).toContain(hotel.name.ar);
    for (const text of Object.values(hotelPolicies(hotel, 'ar'))) expect(text).toMatch(ARABIC);
    for (const text of Object.values(hotelPolicies(hotel, 'en'))) expect(text).not.toMatch(ARABIC);
  });

  it('have generated photos: the hotel’s six and two per room type, nothing else', () => {
    const hotel = findHotel(120001)!;
    expect(Array.from({ length: HOTEL_PHOTO_COUNT }, (_, n) => isHotelPhoto(hotel, n))).toEqual(
      Array(6).fill(true),
    );
    expect(isHotelPhoto(hotel, 6)).toBe(false);
    expect(isHotelPhoto(hotel, 10)).toBe(true);
    expect(isHotelPhoto(hotel, 10 + 2 * hotel.roomTypes.length)).toBe(false);
    const svg = hotelPhotoSvg(hotel, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toBe(hotelPhotoSvg(hotel, 0));
    expect(svg).not.toBe(hotelPhotoSvg(hotel, 1));
  });
});

describe('destination search', () => {
  it('folds case, accents and Arabic spelling variants', () => {
    expect(foldName('Malé')).toBe('male');
    expect(foldName('إسطنبول')).toBe(foldName('اسطنبول'));
    expect(foldName('الدوحة')).toBe(foldName('الدوحه'));
    expect(foldName('Beşiktaş')).toBe('besiktas');
  });

  it.each([
    ['dub', 'Dubai'],
    ['DUBAI', 'Dubai'],
    ['دبي', 'Dubai'],
    ['اسطنبول', 'Istanbul'],
    ['رياض', 'Riyadh'],
    ['male', 'Malé'],
    ['kuwait', 'Kuwait City'],
    ['مكة', 'Mecca'],
  ])('%s finds %s first', (q, city) => {
    expect(matchDestinations(q).cities[0]?.name.en).toBe(city);
  });

  it('finds hotels by English or Arabic name, at most 8 of each', () => {
    const english = matchDestinations('jasmine');
    expect(english.hotels.length).toBe(8);
    for (const hotel of english.hotels) expect(hotel.name.en.toLowerCase()).toContain('jasmine');
    const arabic = matchDestinations('الياسمين');
    expect(arabic.hotels.length).toBe(8);
    for (const hotel of arabic.hotels) expect(hotel.name.ar).toContain('الياسمين');
    expect(matchDestinations('zzqx')).toEqual({ cities: [], hotels: [] });
  });
});

const twoAdults: Occupancy = { adults: 2, childAges: [] };

function priceOf(hotel: Hotel, overrides: Partial<PriceInput> = {}) {
  const roomType = hotel.roomTypes[0]!;
  return priceRoom({
    city: findCity(hotel.cityId)!,
    hotel,
    roomType,
    rate: roomType.rates[1]!,
    occupancy: twoAdults,
    checkIn: '2026-12-10',
    nights: 3,
    currency: USD,
    ...overrides,
  });
}

const hotelOf = (predicate: (hotel: Hotel) => boolean, city = dubai) => hotelsOf(city).find(predicate)!;

describe('prices', () => {
  const hotel = hotelOf((h) => h.propertyType === 'HOTEL' && h.stars === 4);

  it('add up: total = base + taxes + fees, per night = total / nights, in the currency’s decimals', () => {
    for (const currency of [USD, AED, KWD]) {
      const price = priceOf(hotel, { currency });
      const scale = 10 ** currency.decimals;
      expect(Math.round(price.total * scale)).toBe(
        Math.round(price.base * scale) + Math.round(price.taxes * scale) + Math.round(price.fees * scale),
      );
      expect(Math.abs(price.pricePerNight * 3 - price.total)).toBeLessThan(3 / scale);
      expect(Number.isInteger(Math.round(price.total * scale * 1000) / 1000)).toBe(true);
    }
  });

  it('convert to the requested currency', () => {
    const usd = priceOf(hotel).base;
    expect(priceOf(hotel, { currency: AED }).base / usd).toBeCloseTo(3.6725, 2);
    expect(priceOf(hotel, { currency: KWD }).base / usd).toBeCloseTo(0.307, 2);
  });

  it('rise with stars and vary by city', () => {
    const average = (stars: number, cityId: number) => {
      const hotels = hotelsOf(findCity(cityId)!).filter(
        (h) => h.propertyType === 'HOTEL' && h.stars === stars,
      );
      return hotels.reduce((sum, h) => sum + priceOf(h).base, 0) / hotels.length;
    };
    expect(average(3, 12)).toBeGreaterThan(average(2, 12));
    expect(average(4, 12)).toBeGreaterThan(average(3, 12));
    expect(average(5, 12)).toBeGreaterThan(average(4, 12));
    expect(average(4, 32)).toBeGreaterThan(average(4, 19)); // London over Cairo
  });

  it('follow the season: Dubai is dearer in December than in July, London the other way round', () => {
    expect(priceOf(hotel, { checkIn: '2026-12-10' }).base).toBeGreaterThan(
      priceOf(hotel, { checkIn: '2027-07-10' }).base,
    );
    const london = hotelOf((h) => h.propertyType === 'HOTEL', findCity(32)!);
    expect(priceOf(london, { checkIn: '2027-07-14' }).base).toBeGreaterThan(
      priceOf(london, { checkIn: '2027-02-10' }).base,
    );
  });

  it('charge by occupancy: a single adult less, extra adults and children by age more, babies free', () => {
    const family = hotelOf((h) => h.roomTypes.some((room) => room.maxChildren >= 2 && room.maxAdults >= 3));
    const roomType = family.roomTypes.find((room) => room.maxChildren >= 2 && room.maxAdults >= 3)!;
    const base = (occupancy: Occupancy) =>
      priceOf(family, { roomType, rate: roomType.rates[0]!, occupancy }).base;
    expect(base({ adults: 1, childAges: [] })).toBeLessThan(base(twoAdults));
    expect(base({ adults: 3, childAges: [] })).toBeGreaterThan(base(twoAdults));
    expect(base({ adults: 2, childAges: [1] })).toBe(base(twoAdults));
    expect(base({ adults: 2, childAges: [7] })).toBeGreaterThan(base(twoAdults));
    expect(base({ adults: 2, childAges: [14] })).toBeGreaterThan(base({ adults: 2, childAges: [7] }));
  });

  it('charge the board per person and sell non-refundable rates cheaper', () => {
    const resort = hotelOf(
      (h) => h.propertyType === 'RESORT' && h.roomTypes[0]!.rates.some((r) => r.board === 'AI'),
    );
    const roomType = resort.roomTypes[0]!;
    const byBoard = (board: string) =>
      priceOf(resort, { roomType, rate: roomType.rates.find((r) => r.refundable && r.board === board)! })
        .base;
    expect(byBoard('HB')).toBeGreaterThan(byBoard('BB'));
    expect(byBoard('FB')).toBeGreaterThan(byBoard('HB'));
    expect(byBoard('AI')).toBeGreaterThan(byBoard('FB'));
    const nonRefundable = roomType.rates.find((r) => !r.refundable)!;
    const refundable = roomType.rates.find((r) => r.refundable && r.board === nonRefundable.board)!;
    expect(priceOf(resort, { roomType, rate: nonRefundable }).base).toBeLessThan(
      priceOf(resort, { roomType, rate: refundable }).base,
    );
  });

  it('add the UAE tourism fee per room and night', () => {
    const price = priceOf(hotel);
    expect(price.fees).toBeCloseTo(3 * 4.1, 2);
    const paris = hotelOf((h) => h.propertyType === 'HOTEL', findCity(33)!);
    expect(priceOf(paris).fees).toBe(0);
  });
});

describe('cancellation deadlines', () => {
  it('are 23:59 hotel time, the given days before check-in, with the zone’s offset', () => {
    expect(freeCancellationDeadline('2026-12-10', 3, 'Asia/Dubai')).toBe('2026-12-07T23:59:00+04:00');
    expect(freeCancellationDeadline('2026-12-10', 1, 'Europe/London')).toBe(
      '2026-12-09T23:59:00Z'.replace('Z', '+00:00'),
    );
    expect(freeCancellationDeadline('2027-07-10', 1, 'Europe/London')).toBe('2027-07-09T23:59:00+01:00');
    expect(freeCancellationDeadline('2026-12-10', 2, 'Asia/Kolkata')).toBe('2026-12-08T23:59:00+05:30');
    expect(freeCancellationDeadline('2026-03-02', 2, 'Asia/Dubai')).toBe('2026-02-28T23:59:00+04:00');
  });

  it('make a rate non-refundable once passed, and say the penalty in the hotel’s terms', () => {
    const hotel = findHotel(120001)!;
    const roomType = hotel.roomTypes[0]!;
    const rate = roomType.rates.find((r) => r.refundable)!;
    const query = (now: string): StayQuery => ({
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      nights: 2,
      rooms: [twoAdults],
      currency: USD,
      now: new Date(now),
    });
    const early = pricedRate(hotel, roomType, rate, query('2026-11-21T10:00:00Z'), false);
    expect(early.refundable).toBe(true);
    expect(early.cancellation?.penalty).toBe(early.byRoom[0]!.firstNight);
    const late = pricedRate(hotel, roomType, rate, query('2026-12-09T21:00:00Z'), false);
    expect(late.refundable).toBe(false);
    expect(late.cancellation).toBeNull();
    expect(penaltyText('2026-12-07T23:59:00+04:00', 210.5, USD, 'en')).toBe(
      'Free cancellation until 7 Dec 2026, 23:59 hotel time. After that, the first night (USD 210.50) is charged.',
    );
    expect(penaltyText('2026-12-07T23:59:00+04:00', 21.05, KWD, 'ar')).toContain('7 ديسمبر 2026');
  });

  it('the cheapest rate takes every room of the search', () => {
    const hotel = hotelOf((h) => h.propertyType === 'HOTEL' && h.roomTypes.some((r) => r.maxChildren >= 3));
    const rooms = [twoAdults, { adults: 2, childAges: [4, 8, 10] }];
    const best = cheapestRate(hotel, {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      nights: 2,
      rooms,
      currency: USD,
      now: new Date('2026-11-21T10:00:00Z'),
    })!;
    expect(best.priced.byRoom.every((price) => price !== null)).toBe(true);
    expect(best.total).toBeCloseTo(best.priced.byRoom[0]!.total + best.priced.byRoom[1]!.total, 2);
  });
});
