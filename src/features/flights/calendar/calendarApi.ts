import type { components } from '@/lib/api/schema';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { Envelope } from '@/lib/api/client';
import type { FareQuery } from './fareQuery';

/** A month of a route's lowest fares (docs/flights-contract.md, GET /flight/calendar). */
export type FareMonth = components['schemas']['FlightCalendar'];
export type FareDay = components['schemas']['FlightCalendarDay'];

const fareCalendarApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    fareMonth: build.query<FareMonth, FareQuery & { month: string; currency: string }>({
      // The currency is in the arguments so that a change of currency reads the month again; the
      // client sends it as the Currency-Preference header.
      query: ({ currency: _currency, tripLength, ...query }) => ({
        url: '/flight/calendar',
        params: query.tripType === 'Roundtrip' ? { ...query, tripLength } : query,
      }),
      transformResponse: (body: Envelope<FareMonth>) => envelopeData(body),
      // A month's prices change with the currency rate at most: kept for the tab's visit, not
      // read again each time the picker opens or pages back.
      keepUnusedDataFor: 10 * 60,
    }),
  }),
});

export const { useFareMonthQuery } = fareCalendarApi;
export type { FareQuery };
