import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { startPersistence } from '@/store/persist';
import { currencyChanged } from '@/store/preferencesSlice';
import { failure } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';
import { PreferencesBootstrap } from './PreferencesBootstrap';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/** What redux-persist left in storage from an earlier visit (club 1, as aClub). */
function storedPreferences(preferences: { currency: string; country: string | null }) {
  window.localStorage.setItem(
    'persist:club-1',
    JSON.stringify({
      preferences: JSON.stringify(preferences),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );
}

beforeEach(() => resetBrowserState('SA'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreferencesBootstrap', () => {
  it('loads the stored currency’s data on load (code in upper case), and again on each change', async () => {
    storedPreferences({ currency: 'aed', country: 'AE' });
    const { api, store } = renderApp(<PreferencesBootstrap />, { club: twoCurrencyClub(), toaster: true });
    await waitFor(() => expect(store().getState().preferences.currencyData?.code).toBe('AED'));
    expect(api.callsTo('GET /currency/flight/currency-code/USD')).toHaveLength(0);
    act(() => void store().dispatch(currencyChanged('usd')));
    await waitFor(() => expect(store().getState().preferences.currencyData?.code).toBe('USD'));
  });

  it('only logs a failed currency call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderApp(<PreferencesBootstrap />, {
      club: twoCurrencyClub(),
      toaster: true,
      routes: { 'GET /currency/flight/currency-code/USD': failure(500, 'down') },
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(store().getState().preferences.currencyData).toBeNull();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it("gives a guest without a chosen country their IP address's country", async () => {
    const { store } = renderApp(<PreferencesBootstrap />, { club: twoCurrencyClub(), toaster: true });
    await waitFor(() => expect(store().getState().preferences.country).toBe('SA'));
    expect(fetch).toHaveBeenCalledWith('/api/userIp', expect.objectContaining({ method: 'POST' }));
  });

  it('keeps a country chosen on an earlier visit', async () => {
    storedPreferences({ currency: 'USD', country: 'IN' });
    const { store } = renderApp(<PreferencesBootstrap />, { club: twoCurrencyClub(), toaster: true });
    await waitFor(() => expect(store().getState().preferences.currencyData?.code).toBe('USD'));
    expect(store().getState().preferences.country).toBe('IN');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to the club's default country when the IP country is unknown", async () => {
    resetBrowserState('');
    const { store } = renderApp(<PreferencesBootstrap />, { club: twoCurrencyClub(), toaster: true });
    await waitFor(() => expect(store().getState().preferences.country).toBe('AE'));
  });

  it('does not look up a logged-in user’s country', async () => {
    const { store } = renderApp(<PreferencesBootstrap />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
    });
    await waitFor(() => expect(store().getState().preferences.currencyData?.code).toBe('USD'));
    expect(store().getState().preferences.country).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the stored preferences', () => {
  it('merge into the defaults: the language and flags survive a reload', async () => {
    storedPreferences({ currency: 'AED', country: 'SA' });
    const store = makeStore({ language: 'ar', currency: 'USD' });
    await startPersistence(store, 1);
    expect(store.getState().preferences).toEqual({
      language: 'ar',
      currency: 'AED',
      country: 'SA',
      currencyData: null,
      currencyChanging: false,
    });
  });
});
