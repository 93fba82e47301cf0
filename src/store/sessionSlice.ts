import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const initialState: SessionState = { isLoggedIn: false, user: null, guestUserId: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<SessionUser>) {
      state.isLoggedIn = true;
      state.user = action.payload;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    loggedOut(state) {
      state.isLoggedIn = false;
      state.user = null;
    },
    guestUserIdAssigned(state, action: PayloadAction<string>) {
      state.guestUserId = action.payload;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectUser: (state) => state.user,
    selectGuestUserId: (state) => state.guestUserId,
  },
});

export const { loggedIn, userUpdated, loggedOut, guestUserIdAssigned } = sessionSlice.actions;
export const { selectIsLoggedIn, selectUser, selectGuestUserId } = sessionSlice.selectors;
