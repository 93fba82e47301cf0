import type { Envelope } from '@/lib/api/client';
import { toUserProfile, type ApiProfile, type UserProfile } from '@/lib/session/user';
import { apiSlice } from '@/store/apiSlice';

/**
 * The signed-in user's profile as a checkout reads it (`GET /auth/profile`), an RTK Query endpoint
 * loaded when a signed-in checkout first asks (store/lazyEndpoints). Keyed by the user's id, so
 * another sign-in never reads this one's answer.
 */
export const profileEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signedInProfile: build.query<UserProfile, number>({
      query: () => '/auth/profile',
      transformResponse: (body: Envelope<ApiProfile>) => toUserProfile(body.data),
    }),
  }),
});
