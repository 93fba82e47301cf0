import type { ApiClient } from '@/lib/api/client';
import type { Envelope } from '@/lib/api/client';
import { postPoll } from '@/lib/api/retry';
import { API_TRIP_TYPES, CABIN_CODES, type FlightSearch } from '../model';
import type { RoutingBatch, RoutingStarted } from './types';

/** The flight search calls of the club API (docs/flights-contract.md). */

export function startRoutingBody(search: FlightSearch) {
  return {
    tripType: API_TRIP_TYPES[search.tripType],
    legs: search.legs.map((leg) => ({ origin: leg.from, destination: leg.to, date: leg.date })),
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabin: CABIN_CODES[search.cabin],
    airline: search.airline,
  };
}

export async function startRouting(api: ApiClient, search: FlightSearch, signal?: AbortSignal) {
  const response = await api.post<Envelope<RoutingStarted>>(
    '/flight/start-routing',
    startRoutingBody(search),
    {
      signal,
    },
  );
  return response.data.data;
}

/** One poll of a flight search (sent once more when it gets no answer). */
export const checkRouting = (api: ApiClient, routingId: string, offset: number, signal?: AbortSignal) =>
  postPoll<RoutingBatch>(api, '/flight/check-routing', { routingId, offset }, signal);

/** 410 with `sessionTimeout: true`: the search expired (20 minutes) or is unknown. */
export { isSearchExpired as isSessionTimeout } from '@/features/booking/search/searchExpired';
