import type { Envelope } from '@/lib/api/client';
import { toUserProfile, type ApiProfile, type UserProfile } from '@/lib/session/user';
import { apiSlice } from '@/store/apiSlice';

/**
 * The signed-in user's profile (`GET /auth/profile`), an RTK Query endpoint loaded when first asked
 * for (store/lazyEndpoints): by the stored session's check on load (SessionBootstrap) and by a
 * signed-in checkout (travellers/ProfileContactFill). Keyed by the user's id, so another sign-in
 * never reads this one's answer.
 */
export const profileEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signedInProfile: build.query<UserProfile, number>({
      query: () => '/auth/profile',
      transformResponse: (body: Envelope<ApiProfile>) => toUserProfile(body.data),
    }),
  }),
});
