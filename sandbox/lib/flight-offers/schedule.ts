import { LRUCache } from 'lru-cache';
import { HUBS, aircraftChoices, type Carrier } from './carriers';
import { blockMinutes, distanceKm } from './geo';
import { intBetween, pick, unit } from './hash';
import { isHubOf } from './network';
import type { Airport } from './types';

/** One carrier's daily service on one sector: the same every week, whatever the search. */
export interface Sector {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  km: number;
  minutes: number;
  /** Local departure minutes after midnight, one per daily frequency. */
  departures: number[];
  flightNumbers: string[];
  aircraft: string[];
  /** Busy sectors skip one frequency on some weekdays (index 0 = Sunday). */
  thinnedOn: boolean[];
}

/** A dated flight on a sector; times are absolute UTC minutes since 1970. */
export interface Flight {
  sector: Sector;
  frequency: number;
  depUtc: number;
  arrUtc: number;
}

// A pure cache keyed by carrier and airport pair, which searches choose: bounded, so that searches
// over ever more pairs cannot grow memory without limit (a forgotten sector is rebuilt the same).
const sectors = new LRUCache<string, Sector>({ max: 20_000 });

function frequencyRange(km: number): [number, number] {
  if (km < 1500) return [3, 6];
  if (km < 4000) return [2, 4];
  if (km < 8000) return [1, 3];
  return [1, 2];
}

/** Departures spread over the day: short sectors 05:30–23:55, long ones around the clock. */
function departureMinutes(key: string, count: number, km: number): number[] {
  const [start, span] = km < 4000 ? [330, 1110] : [0, 1440];
  const window = span / count;
  const times = Array.from({ length: count }, (_, i) => {
    const minute = start + i * window + unit(`dep|${key}|${i}`) * window * 0.8;
    return (Math.round(minute / 5) * 5) % 1440;
  });
  return times.sort((a, b) => a - b);
}

/**
 * Flight numbers are stable per airline and sector: odd away from the hub, the next even number
 * back, later frequencies two apart; low-cost carriers use four digits.
 */
function flightNumbers(carrier: Carrier, from: Airport, to: Airport, count: number): string[] {
  const [a, b] = from.code < to.code ? [from, to] : [to, from];
  const first = carrier.lowCost ? 500 : 1;
  const base = 2 * intBetween(`fn|${carrier.airline.code}|${a.code}${b.code}`, first, first + 480) - 1;
  const outbound = isHubOf(carrier, from.code) || (!isHubOf(carrier, to.code) && from === a);
  return Array.from(
    { length: count },
    (_, i) => `${carrier.airline.code} ${base + (outbound ? 0 : 1) + 2 * i}`,
  );
}

export function sectorOf(carrier: Carrier, from: Airport, to: Airport): Sector {
  const key = `${carrier.airline.code}|${from.code}|${to.code}`;
  const known = sectors.get(key);
  if (known) return known;
  const km = distanceKm(from, to);
  const [min, max] = frequencyRange(km);
  // Trunk routes between large airports, above all between two hubs, get extra frequencies.
  const bothLarge = from.size === 'L' && to.size === 'L' && !carrier.lowCost;
  const trunk = bothLarge && HUBS.has(from.code) && HUBS.has(to.code);
  const count = intBetween(`freq|${key}`, min, max) + (bothLarge ? 1 : 0) + (trunk ? 1 : 0);
  const [first, ...rest] = aircraftChoices(carrier, km);
  const choices: [string, ...string[]] = [first ?? 'Airbus A320', ...rest];
  const sector: Sector = {
    carrier,
    from,
    to,
    km,
    minutes: blockMinutes(from, to),
    departures: departureMinutes(key, count, km),
    flightNumbers: flightNumbers(carrier, from, to, count),
    aircraft: Array.from({ length: count }, (_, i) => pick(`ac|${key}|${i}`, choices)),
    thinnedOn: Array.from({ length: 7 }, (_, weekday) => count >= 3 && unit(`dow|${key}|${weekday}`) < 0.3),
  };
  sectors.set(key, sector);
  return sector;
}

export const MINUTES_PER_DAY = 1440;

/** Flights leaving on a local calendar day (days since 1970); busy sectors skip one on some weekdays. */
export function flightsOn(sector: Sector, localDay: number): Flight[] {
  const weekday = (localDay + 4) % 7;
  const count = sector.departures.length;
  const skip =
    count >= 3 &&
    unit(`dow|${sector.carrier.airline.code}|${sector.from.code}|${sector.to.code}|${weekday}`) < 0.3
      ? localDay % count
      : -1;
  const flights: Flight[] = [];
  sector.departures.forEach((minute, frequency) => {
    if (frequency === skip) return;
    const depUtc = localDay * MINUTES_PER_DAY + minute - sector.from.utcOffset;
    flights.push({ sector, frequency, depUtc, arrUtc: depUtc + sector.minutes });
  });
  return flights;
}
