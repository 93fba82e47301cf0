/** One airport as the search form needs it (written by scripts/build-airports.mjs). */
export interface Airport {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  country: string;
  lat: number;
  lon: number;
  size: 'L' | 'M';
}
