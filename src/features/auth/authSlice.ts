import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialAuthFlowState, transition, type AuthEvent, type AuthFlowState } from './stepMachine';

/**
 * The auth popup (open, step, email, journey) and a verified reset hand-over between the password
 * pages. Never persisted: a reload starts the popup afresh and tokens here never reach storage.
 */
export interface AuthState {
  popup: AuthFlowState;
  /** Set when /forgot-password has verified a reset code and hands over to /reset-password. */
  resetGrant: { email: string; resetToken: string } | null;
}

const initialState: AuthState = { popup: initialAuthFlowState(), resetGrant: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authEvent(state, action: PayloadAction<AuthEvent>) {
      state.popup = transition(state.popup, action.payload);
    },
    resetGrantStored(state, action: PayloadAction<{ email: string; resetToken: string }>) {
      state.resetGrant = action.payload;
    },
    resetGrantUsed(state) {
      state.resetGrant = null;
    },
  },
  selectors: {
    selectAuthPopup: (state) => state.popup,
    selectAuthPopupOpen: (state) => state.popup.isOpen,
    selectResetGrant: (state) => state.resetGrant,
  },
});

export const { authEvent, resetGrantStored, resetGrantUsed } = authSlice.actions;
export const { selectAuthPopup, selectAuthPopupOpen, selectResetGrant } = authSlice.selectors;

/** Opens the popup at its welcome step (the header's button, or any flow that needs a login). */
export const authPopupOpened = () => authEvent({ type: 'OPEN' });
/** Closes the popup and resets it to the welcome step. */
export const authPopupClosed = () => authEvent({ type: 'CLOSE' });
