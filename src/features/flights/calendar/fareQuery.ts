import { CABIN_CODES, type FlightSearch } from '../model';

/*
 * What the price calendar asks for, kept apart from its API module: the search form (on the home
 * page's first load) builds the query; RTK Query and the call load only when a date picker opens.
 */

/** The longest round trip the club API prices in its calendar. */
export const MAX_PRICED_TRIP_DAYS = 30;

/** What a month of fares is asked for: a route, a trip and a party (no airline: every offer). */
export interface FareQuery {
  origin: string;
  destination: string;
  tripType: 'Oneway' | 'Roundtrip';
  /** Round trip: days from departure to return. */
  tripLength: number;
  cabin: number;
  adults: number;
  children: number;
  infants: number;
}

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * The fares a search's departure date is priced with: one way, or a round trip of the search's
 * length (up to 30 days); null for a multi-city trip or a longer stay, which the calendar does not price.
 */
export function fareQueryOf(search: FlightSearch): FareQuery | null {
  const [out, back] = search.legs;
  if (!out || search.tripType === 'multicity') return null;
  const tripLength = back ? Math.round((dayMs(back.date) - dayMs(out.date)) / 86_400_000) : 0;
  if (search.tripType === 'roundtrip' && (tripLength < 1 || tripLength > MAX_PRICED_TRIP_DAYS)) return null;
  return {
    origin: out.from,
    destination: out.to,
    tripType: search.tripType === 'roundtrip' ? 'Roundtrip' : 'Oneway',
    tripLength: Math.max(tripLength, 1),
    cabin: CABIN_CODES[search.cabin],
    adults: search.adults,
    children: search.children,
    infants: search.infants,
  };
}
