/**
 * Persistence of the store's state (redux-persist), loaded after the first paint: nothing on screen
 * waits for it, so the library stays out of every page's first-load JavaScript. `makeStore` builds
 * a store that does not persist; `startPersistence` swaps in the persisting reducer and restores
 * what was stored.
 */
import { createTransform, persistReducer, persistStore, purgeStoredState } from 'redux-persist';
import type { Persistor, Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { rootReducer, type AppStore, type RootState } from './makeStore';

/** The persisted state blob's key. One per club so two clubs never share stored state. */
export function persistKeyFor(clubId: number): string {
  return `club-${clubId}`;
}

/**
 * What survives a reload, per the specification's "persisted state" list. The token is never here:
 * it lives in its own cookie and storage key (see lib/session).
 */
export const persistedSlices = [
  'session',
  'preferences',
  'recentFlightSearches',
  'flightCheckout',
  'agentSignup',
  'recentHotelSearches',
  'hotelCheckout',
  'myBookings',
] as const;

const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

export function persistStorage(): Storage {
  return typeof window === 'undefined' ? noopStorage : createWebStorage('local');
}

/**
 * Of the preferences only the currency and country are kept: the language always comes from the
 * URL, and fetched currency data or in-flight flags are never stale-loaded.
 */
export const preferencesTransform = createTransform(
  (inbound: Record<string, unknown>) => ({ currency: inbound.currency, country: inbound.country }),
  (outbound: Record<string, unknown>) => outbound,
  { whitelist: ['preferences'] },
);

export const persistedReducer = (clubId: number) =>
  persistReducer<RootState>(
    {
      key: persistKeyFor(clubId),
      version: 1,
      storage: persistStorage(),
      whitelist: [...persistedSlices],
      transforms: [preferencesTransform],
      // Merge each stored slice into its initial state: the preferences store only currency and
      // country, and must keep the language and flags they start with.
      stateReconciler: autoMergeLevel2,
    },
    rootReducer,
  );

/**
 * Makes `store` persist from now on and puts the stored state back; resolves once it is back.
 * Until then the state's `_persist.rehydrated` is not true (see `selectRehydrated`).
 */
export function startPersistence(store: AppStore, clubId: number): Promise<Persistor> {
  store.replaceReducer(persistedReducer(clubId) as unknown as typeof rootReducer);
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
    // redux-persist writes on later ticks, which never come once the page is left: write now.
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persistor.flush());
  });
}

/** Removes the club's stored state blob (at logout). */
export function purgePersistedState(clubId: number): Promise<unknown> {
  return purgeStoredState({ key: persistKeyFor(clubId), storage: persistStorage() });
}
