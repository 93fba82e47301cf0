import { between } from './hash';
import type { LegOption } from './itineraries';
import type { Cabin, CurrencyRate, Passengers, PriceLine } from './types';

export interface FareBrand {
  name: string;
  /** Multiplies the cabin's base fare. */
  factor: number;
  refundable: boolean;
  /** Checked allowance on short trips and on trips with a sector of 3,000 km or more. */
  checkedKg: [short: number, long: number];
  cabinKg: number;
}

export const FARE_BRANDS: Record<Cabin, FareBrand[]> = {
  1: [
    { name: 'Basic', factor: 1, refundable: false, checkedKg: [0, 0], cabinKg: 7 },
    { name: 'Saver', factor: 1.2, refundable: false, checkedKg: [23, 30], cabinKg: 7 },
    { name: 'Flex', factor: 1.5, refundable: true, checkedKg: [30, 35], cabinKg: 7 },
  ],
  2: [
    { name: 'Premium Saver', factor: 1, refundable: false, checkedKg: [35, 35], cabinKg: 10 },
    { name: 'Premium Flex', factor: 1.25, refundable: true, checkedKg: [40, 40], cabinKg: 10 },
  ],
  3: [
    { name: 'Business Saver', factor: 1, refundable: false, checkedKg: [40, 40], cabinKg: 12 },
    { name: 'Business Flex', factor: 1.22, refundable: true, checkedKg: [50, 50], cabinKg: 12 },
  ],
  4: [{ name: 'First', factor: 1, refundable: true, checkedKg: [50, 50], cabinKg: 14 }],
};

/** The fare brands' Arabic names, as the site's Arabic pages print them (messages/ar.json). */
const ARABIC_FARE_BRANDS: Readonly<Record<string, string>> = Object.freeze({
  Basic: 'الأساسية',
  Saver: 'الموفّرة',
  Flex: 'المرنة',
  'Premium Saver': 'الممتازة الموفّرة',
  'Premium Flex': 'الممتازة المرنة',
  'Business Saver': 'رجال الأعمال الموفّرة',
  'Business Flex': 'رجال الأعمال المرنة',
  First: 'الدرجة الأولى',
});

/** A fare brand's name for a reader of `language` (an Arabic e-ticket says الأساسية, not Basic). */
export function fareBrandIn(name: string, language: string): string {
  return (language.startsWith('ar') && ARABIC_FARE_BRANDS[name]) || name;
}

export const CABIN_MULTIPLIER: Record<Cabin, number> = { 1: 1, 2: 1.6, 3: 3.2, 4: 5.5 };
/** Connections sell cheaper than non-stops. */
const STOPS_FACTOR = [1, 0.88, 0.8] as const;
/** A return or multi-city fare is a little cheaper than the one-ways added up. */
const MULTI_LEG_FACTOR = 0.93;
/** Child and infant fares (and taxes) as a share of the adult's. */
export const PASSENGER_SHARE = { ADT: 1, CHD: 0.75, INF: 0.1 } as const;

/** A leg's adult price in US dollars, before the fare brand. */
export interface LegPrice {
  fare: number;
  taxes: number;
}

/**
 * Distance-based fare, scaled by cabin, stops, the carrier, the day's demand (decided by the
 * search seed) and the departure time (decided by the itinerary).
 */
export function legPrice(option: LegOption, cabin: Cabin, seed: string, legIndex: number): LegPrice {
  const stops = option.flights.length - 1;
  const demand = between(`demand|${seed}|${option.carrier.airline.code}|${legIndex}`, 0.88, 1.3);
  const timeOfDay = between(`time|${option.key}`, 0.94, 1.08);
  const fare =
    (45 + 0.085 * option.flownKm) *
    (STOPS_FACTOR[stops] ?? 0.8) *
    option.carrier.priceFactor *
    demand *
    timeOfDay *
    CABIN_MULTIPLIER[cabin];
  const taxes = (22 + 0.011 * option.flownKm + 14 * option.flights.length) * (cabin >= 3 ? 1.35 : 1);
  return { fare, taxes };
}

/** The adult fare and taxes of a whole offer, in US dollars. */
export function adultPrice(legs: LegPrice[], brand: FareBrand): LegPrice {
  const multiLeg = legs.length > 1 ? MULTI_LEG_FACTOR : 1;
  return {
    fare: legs.reduce((sum, leg) => sum + leg.fare, 0) * brand.factor * multiLeg,
    taxes: legs.reduce((sum, leg) => sum + leg.taxes, 0),
  };
}

export function toCurrency(usd: number, currency: CurrencyRate): number {
  const scale = 10 ** currency.decimals;
  return Math.round(usd * currency.rate * scale) / scale;
}

/** Per passenger type, converted and rounded; the total is the exact sum of the rounded lines. */
export function priceLines(
  adult: LegPrice,
  passengers: Passengers,
  currency: CurrencyRate,
): { lines: PriceLine[]; total: number } {
  const counts = [
    ['ADT', passengers.adults],
    ['CHD', passengers.children],
    ['INF', passengers.infants],
  ] as const;
  const lines = counts
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ({
      type,
      count,
      perPassenger: toCurrency(adult.fare * PASSENGER_SHARE[type], currency),
      taxes: toCurrency(adult.taxes * PASSENGER_SHARE[type], currency),
    }));
  const scale = 10 ** currency.decimals;
  const minor = lines.reduce(
    (sum, line) =>
      sum + line.count * (Math.round(line.perPassenger * scale) + Math.round(line.taxes * scale)),
    0,
  );
  return { lines, total: minor / scale };
}
