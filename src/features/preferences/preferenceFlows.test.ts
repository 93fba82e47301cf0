import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, selectRehydrated } from '@/store/makeStore';
import { whenRehydrated } from '@/store/whenRehydrated';
import { startPersistence } from '@/store/persist';
import { loggedIn } from '@/store/sessionSlice';
import type { ApiClient } from '@/lib/api/client';
import { preferencesApi } from './api';
import { aSessionUser } from '@tests/builders/aSessionUser';
import { switchCurrency } from './preferenceFlows';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('whenRehydrated', () => {
  it('resolves once the stored state is back', async () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    const ready = whenRehydrated(store);
    void startPersistence(store, 1);
    await ready;
    expect(selectRehydrated(store.getState())).toBe(true);
  });

  it('gives up waiting after its time limit, so nothing hangs', async () => {
    vi.useFakeTimers();
    const store = makeStore({ language: 'en', currency: 'USD' });
    const ready = vi.fn();
    void whenRehydrated(store, 3000).then(ready);
    await vi.advanceTimersByTimeAsync(2999);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalled();
  });
});

describe('a preference chosen before the stored session is back', () => {
  it("is saved to the logged-in user's profile, not applied as a guest's", async () => {
    const put = vi.fn(async () => ({ status: 200, data: { data: null, message: 'OK', statusCode: 200 } }));
    const api = { put } as unknown as ApiClient;
    const store = makeStore({ language: 'en', currency: 'USD', api: () => api });
    let restore: () => void = () => undefined;
    const sessionReady = () =>
      new Promise<void>((resolve) => {
        restore = () => {
          // The stored session arrives: the visitor was logged in all along.
          store.dispatch(loggedIn(aSessionUser({ id: 42 })));
          resolve();
        };
      });
    const changing = switchCurrency(
      {
        save: async (userId, update) => {
          const { savePreference } = preferencesApi.endpoints;
          await store.dispatch(savePreference.initiate({ userId, update })).unwrap();
        },
        dispatch: store.dispatch,
        getState: store.getState,
        onError: () => undefined,
        sessionReady,
      },
      'AED',
    );
    await Promise.resolve();
    expect(put).not.toHaveBeenCalled();
    restore();
    expect(await changing).toBe(true);
    expect(put).toHaveBeenCalledWith(
      '/admin/customer/preference/update/42',
      { preferredCurrency: 'AED' },
      expect.anything(), // the request's settings (its abort signal)
    );
    expect(store.getState().preferences.currency).toBe('AED');
  });
});
