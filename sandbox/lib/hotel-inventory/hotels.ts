import { between, intBetween, pick, unit } from '../flight-offers/hash';
import { CITIES, findCity, type Bilingual, type City } from './cities';
import { KINDS, PROPER_NAMES, STREETS, COASTAL_STREETS, type KindKey } from './names';
import { boardsOf, roomTypesOf } from './rooms';
import { AMENITIES, type Amenity, type Hotel, type PropertyType } from './types';

/** A hotel id is `cityId * 10000 + n`, n from 1 to the city's hotel count. */
export const HOTEL_ID_FACTOR = 10_000;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How the property types are shared out: resorts by the sea and the tropics, riads in Morocco. */
function propertyType(city: City, id: number): PropertyType {
  const weights: [PropertyType, number][] = [
    ['HOTEL', 62],
    ['APARTMENT', city.season === 'europe' || city.season === 'gulf' ? 16 : 10],
    ['RESORT', city.coastal ? (city.season === 'tropical' ? 22 : 12) : 3],
    ['VILLA', city.season === 'tropical' && city.coastal ? 7 : 2],
    ['GUESTHOUSE', city.countryId === 'MA' ? 22 : 6],
    ['HOSTEL', city.season === 'europe' || city.season === 'tropical' ? 6 : 1],
  ];
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = unit(`type|${id}`) * total;
  for (const [type, weight] of weights) {
    draw -= weight;
    if (draw < 0) return type;
  }
  return 'HOTEL';
}

const STAR_RANGE: Record<PropertyType, [number, number]> = {
  HOTEL: [2, 5],
  APARTMENT: [3, 4],
  RESORT: [4, 5],
  VILLA: [4, 5],
  GUESTHOUSE: [2, 3],
  HOSTEL: [1, 2],
};

function kindOf(type: PropertyType, stars: number, city: City, id: number): KindKey {
  switch (type) {
    case 'HOTEL':
      return stars === 5
        ? pick(`kind|${id}`, ['palace', 'grand', 'hotel', 'suites'])
        : pick(`kind|${id}`, ['hotel', 'hotel', 'suites', 'boutique']);
    case 'APARTMENT':
      return pick(`kind|${id}`, ['apartments', 'residences']);
    case 'RESORT':
      return city.coastal ? pick(`kind|${id}`, ['beachResort', 'resort']) : 'resort';
    case 'VILLA':
      return 'villas';
    case 'GUESTHOUSE':
      return city.countryId === 'MA' ? 'riad' : 'guesthouse';
    case 'HOSTEL':
      return 'hostel';
  }
}

const fill = (pattern: Bilingual, name: Bilingual): Bilingual => ({
  en: pattern.en.replace('{n}', name.en),
  ar: pattern.ar.replace('{n}', name.ar),
});

/** Amenities by property type and stars; a beach only by the sea. */
function amenitiesOf(id: number, type: PropertyType, stars: number, coastal: boolean): Amenity[] {
  const chance: Record<Amenity, number> = {
    WIFI: 0.97,
    POOL: type === 'RESORT' || type === 'VILLA' ? 1 : stars >= 4 ? 0.8 : 0.25,
    PARKING: type === 'HOSTEL' ? 0.2 : 0.7,
    GYM: stars >= 4 ? 0.85 : 0.3,
    SPA: type === 'RESORT' ? 0.95 : stars === 5 ? 0.8 : stars === 4 ? 0.35 : 0.05,
    FAMILY_ROOMS: type === 'HOSTEL' ? 0 : type === 'HOTEL' ? 0.5 : 0.8,
    RESTAURANT: type === 'APARTMENT' || type === 'HOSTEL' ? 0.3 : 0.85,
    AIRPORT_SHUTTLE: stars >= 4 ? 0.5 : 0.2,
    BEACH: coastal ? (type === 'RESORT' || type === 'VILLA' ? 0.95 : 0.2) : 0,
    PETS_ALLOWED: type === 'VILLA' || type === 'APARTMENT' ? 0.3 : 0.1,
  };
  return AMENITIES.filter((amenity) => unit(`amenity|${id}|${amenity}`) < chance[amenity]);
}

/** The city's areas sit around the centre; the first is the centre itself. */
function areaCentre(city: City, index: number) {
  const angle = between(`area-angle|${city.id}|${index}`, 0, 2 * Math.PI);
  const km = index === 0 ? 0.4 : between(`area-km|${city.id}|${index}`, 1.5, 3 + city.hotels / 120);
  return {
    latitude: city.latitude + (km / 111.32) * Math.sin(angle),
    longitude: city.longitude + ((km / 111.32) * Math.cos(angle)) / Math.cos(radians(city.latitude)),
  };
}

function generateHotel(city: City, n: number, taken: Set<string>): Hotel {
  const id = city.id * HOTEL_ID_FACTOR + n;
  const type = propertyType(city, id);
  const [low, high] = STAR_RANGE[type];
  const stars = intBetween(`stars|${id}`, low, high);
  const areaIndex = intBetween(`area|${id}`, 0, city.areas.length - 1);
  const area = city.areas[areaIndex] ?? city.areas[0]!;
  const centre = areaCentre(city, areaIndex);
  const angle = between(`angle|${id}`, 0, 2 * Math.PI);
  const spreadKm = Math.sqrt(unit(`spread|${id}`)) * 1.6;
  const latitude = centre.latitude + (spreadKm / 111.32) * Math.sin(angle);
  const longitude =
    centre.longitude + ((spreadKm / 111.32) * Math.cos(angle)) / Math.cos(radians(city.latitude));

  // A unique name in the city: the proper name and kind, else with the area, else the next name.
  const kind = KINDS[kindOf(type, stars, city, id)];
  const first = intBetween(`name|${id}`, 0, PROPER_NAMES.length - 1);
  let name: Bilingual = fill(kind, PROPER_NAMES[first]!);
  for (let step = 0; taken.has(name.en); step++) {
    const proper = PROPER_NAMES[(first + Math.floor(step / 2)) % PROPER_NAMES.length]!;
    const base = fill(kind, proper);
    name = step % 2 === 0 ? base : { en: `${base.en} ${area.en}`, ar: `${base.ar} ${area.ar}` };
    if (step > 4 * PROPER_NAMES.length) {
      name = { en: `${base.en} ${area.en} ${n}`, ar: `${base.ar} ${area.ar} ${n}` };
      break;
    }
  }
  taken.add(name.en);

  const street =
    pick(`street|${id}`, city.coastal ? [...STREETS, ...COASTAL_STREETS] : [...STREETS]) ?? STREETS[0];
  const number = intBetween(`number|${id}`, 1, 240);
  const boards = boardsOf(id, type);
  const ratingBase = 5.6 + stars * 0.55;
  const guestRating =
    Math.round(Math.min(9.8, Math.max(5.2, ratingBase + between(`rating|${id}`, -1, 1.4))) * 10) / 10;
  return {
    id,
    cityId: city.id,
    name,
    stars,
    guestRating,
    reviewCount: Math.round(8 + unit(`reviews|${id}`) ** 2 * (400 + stars * 900)),
    propertyType: type,
    area,
    address: {
      en: `${number} ${street.en}, ${area.en}, ${city.name.en}`,
      ar: `${number} ${street.ar}، ${area.ar}، ${city.name.ar}`,
    },
    latitude: Math.round(latitude * 1e5) / 1e5,
    longitude: Math.round(longitude * 1e5) / 1e5,
    distanceKm: Math.round(distanceKm(city, { latitude, longitude }) * 10) / 10,
    amenities: amenitiesOf(id, type, stars, city.coastal),
    quality: between(`quality|${id}`, 0.82, 1.22),
    checkInFrom: type === 'HOSTEL' ? '13:00' : pick(`check-in|${id}`, ['14:00', '15:00', '15:00', '16:00']),
    checkOutUntil: pick(`check-out|${id}`, ['11:00', '12:00', '12:00']),
    roomTypes: roomTypesOf(id, type, stars, city.coastal, boards),
    popularity: guestRating * Math.log10(10 + unit(`reviews|${id}`) * 1000) + between(`popular|${id}`, 0, 3),
  };
}

// A pure cache: the same city always generates the same hotels, so keeping them changes no answer.
// Keyed by the fixed city catalogue (CITIES), never by client text, so its size is bounded by it.
const generated = new Map<number, Hotel[]>();

/** Generates a city's hotels afresh (tests compare two runs); callers use `hotelsOf`. */
export function generateCityHotels(city: City): Hotel[] {
  const taken = new Set<string>();
  return Array.from({ length: city.hotels }, (_, i) => generateHotel(city, i + 1, taken));
}

/** Every hotel of a city, in id order. */
export function hotelsOf(city: City): Hotel[] {
  let hotels = generated.get(city.id);
  if (!hotels) {
    hotels = generateCityHotels(city);
    generated.set(city.id, hotels);
  }
  return hotels;
}

export function findHotel(id: number): Hotel | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const city = findCity(Math.floor(id / HOTEL_ID_FACTOR));
  const n = id % HOTEL_ID_FACTOR;
  if (!city || n < 1 || n > city.hotels) return null;
  return hotelsOf(city)[n - 1] ?? null;
}

export function cityOf(hotel: Pick<Hotel, 'cityId'>): City {
  const city = findCity(hotel.cityId);
  if (!city) throw new Error(`Hotel of unknown city ${hotel.cityId}`);
  return city;
}

export { CITIES };
