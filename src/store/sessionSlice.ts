import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialSessionState as initialState, type SessionUser } from './sessionState';

export { initialSessionState, selectGuestUserId, selectIsLoggedIn, selectUser } from './sessionState';
export type { SessionState, SessionUser } from './sessionState';

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
});

export const { loggedIn, userUpdated, loggedOut, guestUserIdAssigned } = sessionSlice.actions;
