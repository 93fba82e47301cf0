import type { Destination } from '../search/hotelSearch';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { Envelope } from '@/lib/api/client';
import type { DestinationMatches } from './search';

/** A destination as `type:id` (`CITY:12`), the way the recent searches key them. */
export type DestinationKey = `${Destination['type']}:${number}`;

/**
 * The hotel search form's reads as RTK Query endpoints (docs/hotels-contract.md, "Destinations"),
 * loaded when the form first asks (store/lazyEndpoints), not with the home page. `locale` is the
 * language the API names the places in: another language is another answer.
 */
export const hotelSearchEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Cities and hotels matching what the visitor typed (from two characters). */
    destinations: build.query<DestinationMatches, { q: string; locale: string }>({
      query: ({ q }) => ({ url: '/hotel/destinations', params: { q } }),
      transformResponse: envelopeData<DestinationMatches>,
    }),
    /**
     * Destinations named in `locale` (`GET /hotel/destination`, one call each), by key; a place the
     * API cannot name is left out rather than failing the others.
     */
    destinationNames: build.query<Record<string, Destination>, { keys: DestinationKey[]; locale: string }>({
      queryFn: async ({ keys }, _api, _extra, baseQuery) => {
        const named = await Promise.all(
          keys.map(async (key) => {
            const [type, id] = key.split(':') as [Destination['type'], string];
            const answer = await baseQuery({ url: '/hotel/destination', params: { type, id: Number(id) } });
            return answer.error ? null : ([key, (answer.data as Envelope<Destination>).data] as const);
          }),
        );
        return { data: Object.fromEntries(named.filter((entry) => entry !== null)) };
      },
    }),
  }),
});
