import type { Envelope } from '@/lib/api/client';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { AirlineOption, RevalidateResult } from './types';

/**
 * The flight search's one-off calls as RTK Query endpoints (docs/flights-contract.md), loaded when
 * first used (store/lazyEndpoints): the fare recheck and the airline list. The search itself polls
 * in the kit's `usePolledSearch` (docs/data-fetching.md, "What is not an endpoint").
 */
export const flightEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Confirms an offer's price and availability before checkout (and gives its fare token). */
    revalidateOffer: build.mutation<RevalidateResult, { routingId: string; offerId: string }>({
      query: (body) => ({ url: '/flight/revalidate', method: 'POST', body }),
      transformResponse: envelopeData<RevalidateResult>,
    }),
    /** The club's airlines for the search form's select, in the language `locale` names. */
    airlineOptions: build.query<AirlineOption[], string>({
      query: () => '/flight/airline/list',
      transformResponse: (body: Envelope<AirlineOption[]>) => (Array.isArray(body.data) ? body.data : []),
      // One read per tab and language: the list does not change while the site is open.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});
