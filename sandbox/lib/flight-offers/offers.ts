import type { Carrier } from './carriers';
import { FARE_BRANDS, adultPrice, legPrice, priceLines, type FareBrand, type LegPrice } from './fares';
import { intBetween, stableId } from './hash';
import type { LegOption } from './itineraries';
import type { Cabin, CurrencyRate, Offer, OfferLeg, Passengers, Segment } from './types';

/** The most offers one search returns; the best by price, duration and stops are kept. */
export const MAX_OFFERS = 2500;
/** A traveller needs this long between arriving on one leg and leaving on the next. */
const MIN_MINUTES_BETWEEN_LEGS = 120;
/** Itineraries per carrier and leg that are combined, by number of legs (combinations multiply). */
const OPTIONS_PER_CARRIER = [60, 14, 6] as const;

export interface OfferContext {
  cabin: Cabin;
  passengers: Passengers;
  currency: CurrencyRate;
  seed: string;
}

interface Priced {
  option: LegOption;
  price: LegPrice;
}

interface Candidate {
  legs: Priced[];
  carrier: Carrier;
  brand: FareBrand;
  score: number;
}

const byQuality = (a: Priced, b: Priced) =>
  a.option.durationMinutes - b.option.durationMinutes || a.option.depUtc - b.option.depUtc;

/** Every choice of one option per leg in which each leg leaves after the previous one arrived. */
function combinations(perLeg: Priced[][]): Priced[][] {
  let results: Priced[][] = [[]];
  for (const options of perLeg) {
    results = results.flatMap((chosen) => {
      const previous = chosen[chosen.length - 1];
      return options
        .filter(
          (next) => !previous || next.option.depUtc >= previous.option.arrUtc + MIN_MINUTES_BETWEEN_LEGS,
        )
        .map((next) => [...chosen, next]);
    });
  }
  return results;
}

function candidatesFor(legs: Priced[][], carrier: Carrier, cabin: Cabin): Candidate[] {
  return combinations(legs).flatMap((chosen) =>
    FARE_BRANDS[cabin].map((brand) => {
      const adult = adultPrice(
        chosen.map((leg) => leg.price),
        brand,
      );
      const hours = chosen.reduce((sum, leg) => sum + leg.option.durationMinutes, 0) / 60;
      const stops = chosen.reduce((sum, leg) => sum + leg.option.flights.length - 1, 0);
      return { legs: chosen, carrier, brand, score: adult.fare + adult.taxes + 15 * hours + 30 * stops };
    }),
  );
}

/** Same-carrier combinations; a mix of carriers only when no carrier covers every leg. */
function allCandidates(perLeg: Priced[][], cabin: Cabin): Candidate[] {
  const limit = OPTIONS_PER_CARRIER[perLeg.length - 1] ?? 6;
  const carriers = [...new Set(perLeg[0]?.map((leg) => leg.option.carrier) ?? [])];
  const candidates = carriers.flatMap((carrier) => {
    const legs = perLeg.map((options) =>
      options
        .filter((leg) => leg.option.carrier === carrier)
        .sort(byQuality)
        .slice(0, limit),
    );
    return candidatesFor(legs, carrier, cabin);
  });
  if (candidates.length > 0 || perLeg.length === 1) return candidates;
  const mixed = combinations(perLeg.map((options) => [...options].sort(byQuality).slice(0, 5)));
  return mixed.flatMap((legs) => {
    const carrier = legs[0]?.option.carrier;
    return carrier
      ? candidatesFor(
          legs.map((leg) => [leg]),
          carrier,
          cabin,
        )
      : [];
  });
}

/** `YYYY-MM-DDTHH:mm` at an airport `offset` minutes east of UTC. */
export function localTime(utcMinutes: number, offset: number): string {
  return new Date((utcMinutes + offset) * 60_000).toISOString().slice(0, 16);
}

function toOfferLeg(option: LegOption): OfferLeg {
  const segments: Segment[] = option.flights.map(({ sector, frequency, depUtc, arrUtc }) => ({
    flightNumber: sector.flightNumbers[frequency] ?? '',
    airline: sector.carrier.airline,
    origin: sector.from.code,
    destination: sector.to.code,
    departure: localTime(depUtc, sector.from.utcOffset),
    arrival: localTime(arrUtc, sector.to.utcOffset),
    durationMinutes: arrUtc - depUtc,
    aircraft: sector.aircraft[frequency] ?? '',
  }));
  const layovers = option.flights.slice(1).map((flight, i) => ({
    airport: flight.sector.from.code,
    minutes: flight.depUtc - (option.flights[i]?.arrUtc ?? flight.depUtc),
  }));
  const first = option.flights[0]?.sector;
  const last = option.flights[option.flights.length - 1]?.sector;
  return {
    origin: first?.from.code ?? '',
    destination: last?.to.code ?? '',
    departure: segments[0]?.departure ?? '',
    arrival: segments[segments.length - 1]?.arrival ?? '',
    durationMinutes: option.durationMinutes,
    stops: segments.length - 1,
    layovers,
    segments,
  };
}

/**
 * The seats the fare still has: a property of the flights and fare (its id), not of who searches,
 * so every party sees the same count for the same fare.
 */
export function seatsLeftOf(offerId: string): number {
  return intBetween(`seats|${offerId}`, 1, 9);
}

function pricedLegs(perLegOptions: LegOption[][], ctx: OfferContext): Priced[][] {
  return perLegOptions.map((options, legIndex) =>
    options.map((option) => ({ option, price: legPrice(option, ctx.cabin, ctx.seed, legIndex) })),
  );
}

const offerIdOf = (candidate: Candidate) =>
  stableId(`${candidate.legs.map((leg) => leg.option.key).join('/')}#${candidate.brand.name}`);

/** The candidates a search returns: the best `MAX_OFFERS` by score that seat the whole party. */
function keptCandidates(candidates: Candidate[], passengers: Passengers) {
  // Availability is for the party: an offer whose seats do not take every seated traveller (infants
  // sit on a lap) is not sold to it, so no card can say "1 seat left" to three travellers.
  const seated = passengers.adults + passengers.children;
  const kept: (Candidate & { offerId: string; seatsLeft: number })[] = [];
  for (const candidate of [...candidates].sort((a, b) => a.score - b.score)) {
    const offerId = offerIdOf(candidate);
    const seatsLeft = seatsLeftOf(offerId);
    if (seatsLeft < seated) continue;
    kept.push({ ...candidate, offerId, seatsLeft });
    if (kept.length === MAX_OFFERS) break;
  }
  return kept;
}

const totalOf = (candidate: Candidate, ctx: OfferContext) =>
  priceLines(
    adultPrice(
      candidate.legs.map((leg) => leg.price),
      candidate.brand,
    ),
    ctx.passengers,
    ctx.currency,
  ).total;

/**
 * The lowest `totalPrice` among the offers `buildOffers` returns for the same options, or null when
 * it returns none — without shaping them (the price calendar asks this for every day of a month).
 * When every candidate can be kept, the cheapest one that seats the party is the answer; otherwise
 * the same walk by score as `buildOffers` decides which are kept.
 */
export function lowestPrice(perLegOptions: LegOption[][], ctx: OfferContext): number | null {
  const candidates = allCandidates(pricedLegs(perLegOptions, ctx), ctx.cabin);
  const seated = ctx.passengers.adults + ctx.passengers.children;
  if (candidates.length <= MAX_OFFERS) {
    const byPrice = candidates
      .map((candidate) => ({ candidate, total: totalOf(candidate, ctx) }))
      .sort((a, b) => a.total - b.total);
    const cheapest = byPrice.find(({ candidate }) => seatsLeftOf(offerIdOf(candidate)) >= seated);
    return cheapest ? cheapest.total : null;
  }
  const kept = keptCandidates(candidates, ctx.passengers);
  return kept.length === 0 ? null : Math.min(...kept.map((candidate) => totalOf(candidate, ctx)));
}

/** Prices, combines, keeps the best `MAX_OFFERS` and shapes them; ordered by id (i.e. shuffled). */
export function buildOffers(perLegOptions: LegOption[][], ctx: OfferContext): Offer[] {
  const kept = keptCandidates(allCandidates(pricedLegs(perLegOptions, ctx), ctx.cabin), ctx.passengers);
  const legJson = new Map<LegOption, OfferLeg>();
  const shaped = (option: LegOption) => {
    const known = legJson.get(option);
    if (known) return known;
    const leg = toOfferLeg(option);
    legJson.set(option, leg);
    return leg;
  };
  const offers = kept.map(({ legs, carrier, brand, offerId, seatsLeft }): Offer => {
    const longHaul = legs.some((leg) => leg.option.flights.some((flight) => flight.sector.km >= 3000));
    const { lines, total } = priceLines(
      adultPrice(
        legs.map((leg) => leg.price),
        brand,
      ),
      ctx.passengers,
      ctx.currency,
    );
    return {
      offerId,
      totalPrice: total,
      currency: ctx.currency.code,
      priceBreakdown: lines,
      fareBrand: brand.name,
      refundable: brand.refundable,
      baggage: { checkedKg: brand.checkedKg[longHaul ? 1 : 0], cabinKg: brand.cabinKg },
      validatingAirline: carrier.airline,
      seatsLeft,
      legs: legs.map((leg) => shaped(leg.option)),
    };
  });
  return offers.sort((a, b) => (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0));
}
