import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialAuthFlowState, type AuthFlowState } from './authFlowState';

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
    /** The machine's next state (see `authEvent`, which runs stepMachine.ts with the popup's code). */
    popupChanged(state, action: PayloadAction<AuthFlowState>) {
      state.popup = action.payload;
    },
    /** Opens the popup at its welcome step (the header's button, or any flow that needs a login). */
    authPopupOpened(state) {
      if (!state.popup.isOpen) state.popup = initialAuthFlowState({ isOpen: true });
    },
    /** Closes the popup and resets it to the welcome step. */
    authPopupClosed(state) {
      state.popup = initialAuthFlowState();
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
    selectResetGrant: (state) => state.resetGrant,
  },
});

export const { popupChanged, authPopupOpened, authPopupClosed, resetGrantStored, resetGrantUsed } =
  authSlice.actions;
export const { selectAuthPopup, selectResetGrant } = authSlice.selectors;
