import { HUBS, type Carrier } from './carriers';
import { distanceKm } from './geo';
import { unit } from './hash';
import type { Airport } from './types';

/** Nobody schedules a flight shorter than this (DXB–SHJ is 15 km). */
export const MIN_SECTOR_KM = 150;

export const isHubOf = (carrier: Carrier, code: string) => carrier.hubs.includes(code);
const isHome = (carrier: Carrier, airport: Airport) => carrier.home.includes(airport.countryCode);
const pairKey = (a: Airport, b: Airport) => (a.code < b.code ? a.code + b.code : b.code + a.code);

/**
 * Whether the carrier's network reaches the airport. Within its regions it serves most large
 * airports (every other carrier's hub, for full-service carriers) and some medium ones, more at
 * home; which ones is decided by a hash, so it never changes.
 */
export function serves(carrier: Carrier, airport: Airport): boolean {
  if (isHubOf(carrier, airport.code)) return true;
  const domestic = isHome(carrier, airport);
  if (!domestic && !carrier.regions.has(airport.region)) return false;
  const chance = unit(`serves|${carrier.airline.code}|${airport.code}`);
  if (airport.size === 'L') {
    if (HUBS.has(airport.code)) return chance < (carrier.lowCost ? 0.5 : 1);
    return chance < (domestic ? 0.95 : carrier.lowCost ? 0.5 : 0.75);
  }
  return chance < (domestic ? 0.85 : carrier.lowCost ? 0.3 : 0.12);
}

/**
 * Whether the carrier flies this sector non-stop: from or to one of its hubs; or, point to point,
 * a domestic sector, or (full-service carriers) between two large airports one of which is at home.
 */
export function fliesNonstop(carrier: Carrier, a: Airport, b: Airport, km = distanceKm(a, b)): boolean {
  if (a.code === b.code || km < MIN_SECTOR_KM || km > carrier.rangeKm) return false;
  const aHub = isHubOf(carrier, a.code);
  const bHub = isHubOf(carrier, b.code);
  if (aHub || bHub) return serves(carrier, aHub ? b : a);
  if (!serves(carrier, a) || !serves(carrier, b)) return false;
  const chance = unit(`p2p|${carrier.airline.code}|${pairKey(a, b)}`);
  if (isHome(carrier, a) && isHome(carrier, b)) return chance < 0.5;
  const bothLarge = a.size === 'L' && b.size === 'L';
  return !carrier.lowCost && bothLarge && (isHome(carrier, a) || isHome(carrier, b)) && chance < 0.35;
}

/** How much longer than the direct distance a connection may be: generous for short trips. */
export function maxDetour(directKm: number): number {
  if (directKm < 1500) return 3;
  if (directKm < 3000) return 2;
  if (directKm < 6000) return 1.5;
  return 1.35;
}
