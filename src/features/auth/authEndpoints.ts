import type { ApiClient } from '@/lib/api/client';
import { clientCall } from '@/lib/api/baseQuery';
import type { LocationFields } from '@/lib/geo/visitorLocation';
import type { UserProfile } from '@/lib/session/user';
import { apiSlice } from '@/store/apiSlice';
import {
  checkEmail,
  fetchProfile,
  loginWithPassword,
  logout,
  resendOtp,
  resetPassword,
  sendCode,
  signUp,
  verifyOtp,
} from './api';

/**
 * The sign-in flow's calls as RTK Query mutations (docs/data-fetching.md), loaded on the first
 * submit (./lazyEndpoints, store/lazyEndpoints), so the popup brings no RTK Query with it. Each is
 * one of auth/api.ts's calls, which keeps how its answer reads (a 406 that means "not registered",
 * a session grant); the agent application's e-mail check, code and profile are these too.
 */

/** A call's body with the visitor's location fields, as the calls that start or end a step take them. */
export interface Located<Body> {
  body: Body;
  location: LocationFields;
}

/** The new password and its confirmation, with the reset code's token. */
type ResetArg = Located<Parameters<typeof resetPassword>[1]> & { resetToken: string };

export const authEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const mutation = <Arg, Data>(call: (client: ApiClient, arg: Arg) => Promise<Data>) =>
      build.mutation<Data, Arg>({ queryFn: clientCall(call) });
    const located = <Body, Data>(
      call: (client: ApiClient, body: Body, location: LocationFields) => Promise<Data>,
    ) => mutation<Located<Body>, Data>((client, { body, location }) => call(client, body, location));
    return {
      /** The welcome step's e-mail check with the captcha: registered or not, and the flow ticket. */
      checkEmail: located(checkEmail),
      /** Mails a code of the given type (login, reset) with the journey's ticket. */
      sendCode: located(sendCode),
      signUp: located(signUp),
      loginWithPassword: located(loginWithPassword),
      /** A code's check: a session grant, or a reset token for a reset code. */
      verifyOtp: located(verifyOtp),
      resendOtp: mutation((client, { email, ticket }: { email: string; ticket: string | null }) =>
        resendOtp(client, email, ticket),
      ),
      /** The new password, with the reset code's token ('' when the club API gave none). */
      resetPassword: mutation((client, { body, resetToken, location }: ResetArg) =>
        resetPassword(client, body, resetToken, location),
      ),
      /** The profile of the session just stored (a login's completion, an approved applicant's). */
      sessionProfile: mutation<void, UserProfile>((client) => fetchProfile(client)),
      /** Revokes the session at the endpoint of the user's type; answers the server's message. */
      logout: mutation(logout),
    };
  },
});
