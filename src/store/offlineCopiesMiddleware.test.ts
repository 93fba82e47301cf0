import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_OFFLINE_MESSAGE, OFFLINE_BOOKINGS_CACHE } from '@/lib/offline/offlineRoutes';
import { makeStore } from './makeStore';
import { loggedIn, loggedOut } from './sessionSlice';

/** Cache Storage and a controlling worker, as a browser with the offline worker has them. */
function withWorker() {
  const deleted: string[] = [];
  const messages: unknown[] = [];
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => {
      deleted.push(name);
      return true;
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage: (message: unknown) => messages.push(message) } },
  });
  return { deleted, messages };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('offline copies at logout', () => {
  it('empties the saved bookings and tells the worker on every logout', async () => {
    const { deleted, messages } = withWorker();
    const store = makeStore({ language: 'en', currency: 'USD' });
    store.dispatch(
      loggedIn({
        id: 7,
        firstName: 'A',
        lastName: 'B',
        image: null,
        email: 'a@b.test',
        language: 'en',
        currency: 'USD',
        userType: 1,
      }),
    );
    expect(deleted).toEqual([]);
    store.dispatch(loggedOut());
    await vi.waitFor(() => expect(deleted).toEqual([OFFLINE_BOOKINGS_CACHE]));
    expect(messages).toEqual([{ type: CLEAR_OFFLINE_MESSAGE }]);
  });

  it('does nothing for other actions, and copes with a browser without Cache Storage', async () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    expect(() => store.dispatch(loggedOut())).not.toThrow();
    const { deleted } = withWorker();
    store.dispatch({ type: 'ui/setOnline', payload: false });
    await Promise.resolve();
    expect(deleted).toEqual([]);
  });
});
