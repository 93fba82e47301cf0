/** The club API's flight search shapes (docs/flights-contract.md), as the site uses them. */

export type PassengerType = 'ADT' | 'CHD' | 'INF';

export interface AirlineRef {
  code: string;
  name: string;
}

export interface Segment {
  flightNumber: string;
  airline: AirlineRef;
  origin: string;
  destination: string;
  /** Local to the airport, YYYY-MM-DDTHH:mm. */
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
  perPassenger: number;
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

export interface RoutingStarted {
  routingId: string;
  currency: string;
  expiresAt: string;
}

export interface RoutingBatch {
  routingId: string;
  complete: boolean;
  progress: number;
  total: number;
  offers: Offer[];
  nextOffset: number;
  currency: string;
}

export type RevalidateStatus = 'CONFIRMED' | 'PRICE_CHANGED' | 'UNAVAILABLE';

export interface RevalidateResult {
  status: RevalidateStatus;
  offer: Offer;
  oldPrice: number;
  newPrice: number;
  currency: string;
  fareToken: string | null;
  expiresAt: string | null;
}

export interface AirlineOption {
  airlineCode: string;
  name: string;
}
