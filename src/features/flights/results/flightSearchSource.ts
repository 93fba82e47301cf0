import type { PolledSearchSource } from '@/features/booking/search/usePolledSearch';
import { checkRouting, startRouting } from '../api/flightsApi';
import type { Offer } from '../api/types';
import { searchKey, type FlightSearch } from '../model';
import { offersForParty } from './partySeats';

/** The flight search for the kit's polling: start-routing, then check-routing (docs/flights-contract.md). */
export const flightSearchSource: PolledSearchSource<FlightSearch, Offer> = {
  key: searchKey,
  async start(api, search, signal) {
    const { routingId, currency } = await startRouting(api, search, signal);
    return { searchId: routingId, currency };
  },
  async poll(api, routingId, offset, signal, search) {
    const batch = await checkRouting(api, routingId, offset, signal);
    return { ...batch, items: offersForParty(batch.offers, search) };
  },
};
