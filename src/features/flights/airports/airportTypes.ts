/** One airport of generated/airports.json (written by scripts/build-airports.mjs), in English. */
export interface AirportRecord {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  country: string;
  lat: number;
  lon: number;
  size: 'L' | 'M';
}

/** Arabic names of an airport, where a source has them (generated/airports-ar.json). */
export interface ArabicAirportNames {
  city?: string;
  name?: string;
}

/**
 * One airport as the search form gets it from /api/populateDump, in the page's language: names in
 * that language where known (else English). `alt` holds the English city, airport name and country
 * of a non-English list, each empty when it reads the same as shown, so Latin typing finds them too.
 */
export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  size: 'L' | 'M';
  alt?: [city: string, name: string, country: string];
}
