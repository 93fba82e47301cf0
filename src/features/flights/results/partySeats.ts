import type { FlightSearch } from '../model';

/** Travellers who take a seat: adults and children (an infant sits on a lap). */
export function seatedTravellers(search: Pick<FlightSearch, 'adults' | 'children'>): number {
  return search.adults + search.children;
}

/**
 * The offers the party can book: availability is for the whole party, so an offer with fewer seats
 * than its seated travellers is never listed (the reference API already leaves those out; a club's
 * own API might not), and a card's "seats left" can never contradict the booking.
 */
export function offersForParty<T extends { seatsLeft: number }>(
  offers: readonly T[],
  search: Pick<FlightSearch, 'adults' | 'children'>,
): T[] {
  const seated = seatedTravellers(search);
  return offers.filter((offer) => offer.seatsLeft >= seated);
}
