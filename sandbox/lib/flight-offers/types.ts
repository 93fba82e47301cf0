/** Types shared by the offer generator; the wire shapes match docs/flights-contract.md. */

export type Cabin = 1 | 2 | 3 | 4;
export type PassengerType = 'ADT' | 'CHD' | 'INF';
export type TripType = 'Oneway' | 'Roundtrip' | 'Multicity';

/** Broad areas an airline's network covers (see regions.ts). */
export type Region = 'ME' | 'EU' | 'NAF' | 'AF' | 'SAS' | 'AS' | 'CAS' | 'NA' | 'SAM' | 'OC';

/** One row of generated/airports.json. */
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

/** An airport with what the generator derives once: its region and approximate UTC offset. */
export interface Airport extends AirportRecord {
  region: Region;
  /** Minutes east of UTC, daylight saving ignored. */
  utcOffset: number;
}

export interface AirportDirectory {
  find(code: string): Airport | undefined;
}

export interface Passengers {
  adults: number;
  children: number;
  infants: number;
}

export interface LegQuery {
  origin: string;
  destination: string;
  /** `YYYY-MM-DD`, local to the origin. */
  date: string;
}

export interface SearchQuery {
  legs: LegQuery[];
  cabin: Cabin;
  passengers: Passengers;
  /** Only offers validated by this airline. */
  airline: string | null;
  /** Airports never used, not even as a connection (the club's blacklist). */
  excludedAirports?: ReadonlySet<string>;
}

export interface CurrencyRate {
  code: string;
  /** Units per US dollar. */
  rate: number;
  decimals: number;
}

export interface AirlineRef {
  code: string;
  name: string;
}

export interface Segment {
  flightNumber: string;
  airline: AirlineRef;
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  durationMinutes: number;
  aircraft: string;
}

export interface Layover {
  airport: string;
  minutes: number;
}

export interface OfferLeg {
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  durationMinutes: number;
  stops: number;
  layovers: Layover[];
  segments: Segment[];
}

export interface PriceLine {
  type: PassengerType;
  count: number;
  /** Base fare per passenger of this type, taxes excluded. */
  perPassenger: number;
  /** Taxes per passenger of this type. */
  taxes: number;
}

export interface Offer {
  offerId: string;
  totalPrice: number;
  currency: string;
  priceBreakdown: PriceLine[];
  fareBrand: string;
  refundable: boolean;
  baggage: { checkedKg: number; cabinKg: number };
  validatingAirline: AirlineRef;
  seatsLeft: number;
  legs: OfferLeg[];
}
