import { ApiError } from '../../lib/errors';
import { between, hash32, unit } from '../../lib/flight-offers/hash';
import type { Offer } from '../../lib/flight-offers';
import { offersOfSearch } from './search';
import type { SearchStore, StoredSearch } from './repository';

export type RevalidationStatus = 'CONFIRMED' | 'PRICE_CHANGED' | 'UNAVAILABLE';

/**
 * Decided by the offer id alone, so an offer always answers the same: about 1 in 25 is sold out,
 * about 1 in 6 of the rest changes price by 3–12 % up or down.
 */
export function revalidationOutcome(offerId: string): { status: RevalidationStatus; factor: number } {
  if (hash32(`available|${offerId}`) % 25 === 0) return { status: 'UNAVAILABLE', factor: 1 };
  if (hash32(`reprice|${offerId}`) % 6 !== 0) return { status: 'CONFIRMED', factor: 1 };
  const change = between(`change|${offerId}`, 0.03, 0.12);
  return { status: 'PRICE_CHANGED', factor: unit(`direction|${offerId}`) < 0.5 ? 1 - change : 1 + change };
}

/** The offer with every amount scaled and re-rounded; the total stays the sum of its lines. */
export function repriced(offer: Offer, factor: number, decimals: number): Offer {
  const scale = 10 ** decimals;
  const round = (amount: number) => Math.round(amount * factor * scale) / scale;
  const priceBreakdown = offer.priceBreakdown.map((line) => ({
    ...line,
    perPassenger: round(line.perPassenger),
    taxes: round(line.taxes),
  }));
  const minor = priceBreakdown.reduce(
    (sum, line) =>
      sum + line.count * (Math.round(line.perPassenger * scale) + Math.round(line.taxes * scale)),
    0,
  );
  return { ...offer, priceBreakdown, totalPrice: minor / scale };
}

/** Confirms an offer of a live search and, unless it sold out, keeps a fare for the booking. */
export async function revalidateOffer(search: StoredSearch, offerId: string, store: SearchStore, now: Date) {
  const offer = offersOfSearch(search, store).find((candidate) => candidate.offerId === offerId);
  if (!offer) throw new ApiError(404, `offerId: no offer ${offerId} in this search`);
  const { status, factor } = revalidationOutcome(offerId);
  const base = { status, oldPrice: offer.totalPrice, currency: search.currency.code };
  if (status === 'UNAVAILABLE')
    return { ...base, offer, newPrice: offer.totalPrice, fareToken: null, expiresAt: null };
  const final = status === 'PRICE_CHANGED' ? repriced(offer, factor, search.currency.decimals) : offer;
  const fare = await store.addFare(
    {
      routingId: search.routingId,
      clubId: search.clubId,
      tripType: search.tripType,
      cabin: search.query.cabin,
      passengers: search.query.passengers,
      offer: final,
      currency: search.currency.code,
      totalPrice: final.totalPrice,
    },
    now,
  );
  return {
    ...base,
    offer: final,
    newPrice: final.totalPrice,
    fareToken: fare.fareToken,
    expiresAt: new Date(fare.expiresAt).toISOString(),
  };
}
