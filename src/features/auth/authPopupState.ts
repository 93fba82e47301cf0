import type { AuthFlowState } from './authFlowState';

/*
 * What the header needs of the auth slice, without Redux Toolkit: on the home page the header opens
 * the popup before the store's code (and with it the auth slice) has loaded (store/shellStore.ts).
 * The slice is authSlice.ts; authPopupState.test.ts holds the two in step.
 */

/** The slice's `authPopupOpened`: opens the popup at its welcome step. */
export const authPopupOpened = () => ({ type: 'auth/authPopupOpened', payload: undefined }) as const;

/** Whether the popup is open: closed until the store (with the auth slice) is there. */
export function selectAuthPopupOpen(state: { auth?: { popup: AuthFlowState } }): boolean {
  return state.auth?.popup.isOpen ?? false;
}
