/*
 * The session slice's state and selectors, without Redux Toolkit: the header reads them before the
 * store's code has loaded on the home page (store/shellStore.ts). The slice is sessionSlice.ts.
 */

/** Stored user state, as the specification lists it. The token is never part of this. */
export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  image: string | null;
  email: string;
  language: string;
  currency: string;
  userType: number;
  /** For AGENT users the state of their application (agent approval); else null or absent. */
  agentApproval?: number | null;
  /** False while the e-mail is not verified ("Verify later"); absent in a session stored before. */
  isEmailVerified?: boolean;
}

export interface SessionState {
  isLoggedIn: boolean;
  user: SessionUser | null;
  guestUserId: string | null;
}

export const initialSessionState: SessionState = { isLoggedIn: false, user: null, guestUserId: null };

type WithSession = { session: SessionState };
export const selectIsLoggedIn = (state: WithSession) => state.session.isLoggedIn;
export const selectUser = (state: WithSession) => state.session.user;
export const selectGuestUserId = (state: WithSession) => state.session.guestUserId;
