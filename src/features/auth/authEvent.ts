import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/store/makeStore';
import { popupChanged } from './authSlice';
import { transition, type AuthEvent } from './stepMachine';

/**
 * Moves the popup through the step machine. A thunk rather than a reducer, so the machine loads
 * with the popup's code instead of with every page.
 */
export const authEvent =
  (event: AuthEvent): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    dispatch(popupChanged(transition(getState().auth.popup, event)));
  };
