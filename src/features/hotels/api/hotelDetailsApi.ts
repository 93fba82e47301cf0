import { apiSlice, envelopeData } from '@/store/apiSlice';
import { stayBody, type HotelDetails, type RateCheck, type StayQuery } from './booking';

/**
 * The hotel page's calls as RTK Query endpoints (docs/hotels-contract.md, "Details and rates"),
 * loaded by the page after it mounts (store/lazyEndpoints), not with its first-load JavaScript.
 * `currency` names the currency the prices come in: a switch reads the hotel again.
 */
export const hotelDetailsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    hotelDetails: build.query<HotelDetails, { query: StayQuery; currency: string }>({
      query: ({ query }) => ({ url: '/hotel/details', method: 'POST', body: stayBody(query) }),
      transformResponse: envelopeData<HotelDetails>,
    }),
    /** Checks one rate per search room, in room order, for availability and price. */
    checkRates: build.mutation<RateCheck, { query: StayQuery; rateIds: string[] }>({
      query: ({ query, rateIds }) => ({
        url: '/hotel/rate-check',
        method: 'POST',
        body: { ...stayBody(query), rateIds },
      }),
      transformResponse: envelopeData<RateCheck>,
    }),
  }),
});
