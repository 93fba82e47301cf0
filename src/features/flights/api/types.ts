/**
 * The club API's flight search shapes (docs/flights-contract.md), taken from the types generated
 * from its OpenAPI document (src/lib/api/schema.d.ts), so they cannot drift from the contract.
 */
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type Offer = Schemas['FlightOffer'];
export type OfferLeg = Schemas['FlightOfferLeg'];
export type Segment = Schemas['FlightSegment'];
export type AirlineRef = Schemas['FlightAirline'];
export type Layover = OfferLeg['layovers'][number];
export type PriceLine = Offer['priceBreakdown'][number];
export type PassengerType = PriceLine['type'];

export type RoutingStarted = Schemas['StartRoutingResult'];
export type RoutingBatch = Schemas['CheckRoutingResult'];

export type RevalidateResult = Schemas['RevalidateResult'];
export type RevalidateStatus = RevalidateResult['status'];

export type AirlineOption = Schemas['Airline'];
