/**
 * The flight search as the site models it: what the URL carries, what the form edits, what the
 * club API's start-routing call is built from.
 */

export const TRIP_TYPES = ['oneway', 'roundtrip', 'multicity'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Spec section 3 enumeration: economy=1, premium_economy=2, business=3, first=4. */
export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];
export const CABIN_CODES: Record<Cabin, number> = { economy: 1, premium_economy: 2, business: 3, first: 4 };

/** The club API's trip type names. */
export const API_TRIP_TYPES: Record<TripType, 'Oneway' | 'Roundtrip' | 'Multicity'> = {
  oneway: 'Oneway',
  roundtrip: 'Roundtrip',
  multicity: 'Multicity',
};

/** Multicity searches always have three legs (spec: "Multicity uses three dates"). */
export const MULTICITY_LEGS = 3;

export interface SearchLeg {
  /** IATA airport codes, upper case. */
  from: string;
  to: string;
  /** YYYY-MM-DD, the local date of departure. */
  date: string;
}

export interface FlightSearch {
  tripType: TripType;
  /** One leg for one-way, two for a round trip (the second is the return), three for multicity. */
  legs: SearchLeg[];
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
  /** IATA airline designator, or null for any airline. */
  airline: string | null;
}

export function isTripType(value: string): value is TripType {
  return (TRIP_TYPES as readonly string[]).includes(value);
}

export function isCabin(value: string): value is Cabin {
  return (CABINS as readonly string[]).includes(value);
}

/** A stable string for a search, used to dedupe recent searches and to key a results run. */
export function searchKey(search: FlightSearch): string {
  const legs = search.legs.map((l) => `${l.from}-${l.to}-${l.date}`).join('_');
  return [
    search.tripType,
    legs,
    search.adults,
    search.children,
    search.infants,
    search.cabin,
    search.airline ?? '',
  ].join('|');
}
