import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@/lib/api/baseQuery';
import type { Envelope } from '@/lib/api/client';
import { dynamicMiddleware } from './dynamicMiddleware';
import { rootReducer } from './makeStore';

/**
 * The one RTK Query API of the site, over the axios client (lib/api/baseQuery). It defines no
 * endpoint: each feature injects its own (`apiSlice.injectEndpoints` in the feature's api module),
 * so a page carries only the calls it makes. Tags say what a change makes stale: a cancelled
 * booking refreshes the list and its detail, a saved traveller the list (docs/data-fetching.md).
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'AccountProfile',
    'AgentApplication',
    'Booking',
    'Bookings',
    'Countries',
    'SavedCards',
    'SavedTravellers',
    'Wallet',
  ],
  // Every mount reads afresh, as the hand-written fetches it replaces did: a page shows what the
  // club API holds now (a locale switch remounts the page, so its language header is the new one).
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

declare module '@/store/makeStore' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof apiSlice.reducer>;
  }
}

// RTK Query comes with the first feature that fetches through it, not with every page's first load.
rootReducer.inject(apiSlice);
dynamicMiddleware.addMiddleware(apiSlice.middleware);

/** The `data` of the club API's envelope: what most endpoints' `transformResponse` is. */
export function envelopeData<T>(body: Envelope<T>): T {
  return body.data;
}
