import { addDaysIso } from '@/features/flights/dates';
import type { FlightSearch } from '@/features/flights/model';

/**
 * A flight search for one adult in economy, DXB to LHR on `departure`: one way, or (with
 * `returnAfter`) a round trip back from LHR that many days later.
 */
export function aFlightSearch(departure: string, returnAfter?: number): FlightSearch {
  return {
    tripType: returnAfter === undefined ? 'oneway' : 'roundtrip',
    legs: [
      { from: 'DXB', to: 'LHR', date: departure },
      ...(returnAfter === undefined
        ? []
        : [{ from: 'LHR', to: 'DXB', date: addDaysIso(departure, returnAfter) }]),
    ],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'economy',
    airline: null,
  };
}
