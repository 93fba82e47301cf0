import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { authPopupOpened as plainAuthPopupOpened, selectAuthPopupOpen } from './authPopupState';
import { authPopupClosed, authPopupOpened, selectAuthPopup } from './authSlice';

describe('the header’s view of the auth popup', () => {
  it('opens the popup with the slice’s own action, and reads it as the slice does', () => {
    expect(plainAuthPopupOpened()).toEqual(authPopupOpened());
    const store = makeStore({ language: 'en', currency: 'USD' });
    expect(selectAuthPopupOpen(store.getState())).toBe(false);
    store.dispatch(plainAuthPopupOpened());
    expect(selectAuthPopupOpen(store.getState())).toBe(true);
    expect(selectAuthPopup(store.getState()).step).toBe('LoginWelcome');
    store.dispatch(authPopupClosed());
    expect(selectAuthPopupOpen(store.getState())).toBe(false);
  });

  it('reads the popup as closed while the store has no auth slice yet', () => {
    expect(selectAuthPopupOpen({})).toBe(false);
  });
});
