import type { Airport } from './types';

const EARTH_RADIUS_KM = 6371;
const TAXI_MINUTES = 30;
const CRUISE_KMH = 830;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: Pick<Airport, 'lat' | 'lon'>, b: Pick<Airport, 'lat' | 'lon'>): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Scheduled gate-to-gate minutes: taxi time plus cruise at ~830 km/h, a few per cent slower
 * westbound (jet stream) and faster eastbound, rounded to 5 minutes.
 */
export function blockMinutes(from: Airport, to: Airport): number {
  const km = distanceKm(from, to);
  const eastward = ((to.lon - from.lon + 540) % 360) - 180; // shortest signed longitude change
  const wind = 1 - Math.max(-1, Math.min(1, eastward / 60)) * 0.04;
  return Math.max(40, Math.round((TAXI_MINUTES + (km / CRUISE_KMH) * 60 * wind) / 5) * 5);
}
