import { configureStore, isPlain } from '@reduxjs/toolkit';
import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { ApiThunkExtra } from '@/lib/api/baseQuery';
import { dynamicMiddleware } from './dynamicMiddleware';
import { offlineCopiesMiddleware } from './offlineCopiesMiddleware';
import { injectableReducer } from './injectableReducer';
import { uiSlice } from './uiSlice';
import { sessionSlice } from './sessionSlice';
import { initialPreferences, preferencesSlice } from './preferencesSlice';
import { authSlice } from '@/features/auth/authSlice';
import { recentHotelSearchesSlice } from '@/features/hotels/search/recentHotelSearchesSlice';
import { hotelCheckoutSlice } from '@/features/hotels/checkout/hotelCheckoutSlice';
import { myBookingsSlice } from '@/features/booking/myBookingsSlice';

const staticReducers = {
  [uiSlice.reducerPath]: uiSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [preferencesSlice.reducerPath]: preferencesSlice.reducer,
  // Not in persistedSlices: the popup and its in-memory tokens never reach storage.
  [authSlice.reducerPath]: authSlice.reducer,
  [recentHotelSearchesSlice.reducerPath]: recentHotelSearchesSlice.reducer,
  [hotelCheckoutSlice.reducerPath]: hotelCheckoutSlice.reducer,
  // Persisted and emptied at logout (loggedOut), on whatever page it happens: so not injected
  // later, when a slice not yet loaded could not empty what was restored for it.
  [myBookingsSlice.reducerPath]: myBookingsSlice.reducer,
};

type StaticState = { [Key in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[Key]> };

/**
 * The slices that come with their feature's code (`slice.injectInto(rootReducer)` in the slice's
 * module), not with every page's first load; each adds its state here by declaration merging:
 * the recent flight searches, the flight checkout and the agent sign-up draft, all persisted (see
 * persist.ts) and none of them emptied at logout; the agent's wallet and branding, not persisted
 * (fetched again whenever an agent-type user is logged in). Until a slice is injected its selectors read its
 * initial state, and what was stored for it stays in the state untouched (see injectableReducer).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = StaticState & LazyLoadedSlices;

export const rootReducer = injectableReducer<RootState>(staticReducers);

export interface StoreOptions {
  language: string;
  currency: string;
  /** Tests pass a state to start from; the app starts from the club's defaults. */
  preloadedState?: Partial<RootState>;
  /** The tab's API client, for RTK Query's endpoints (see apiSlice); created after the store. */
  api?: () => ApiClient;
}

const noClient = (): ApiClient => {
  throw new Error('This store was made without an API client');
};

/**
 * One store per browser tab (and per server render): never a module-level singleton. It starts
 * without persistence; the browser adds it after the first paint (`startPersistence` in ./persist).
 */
export function makeStore({ language, currency, preloadedState, api = noClient }: StoreOptions) {
  const extra: ApiThunkExtra = { api };
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      preferences: initialPreferences({ language, currency }),
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // redux-persist's actions carry callbacks (register, rehydrate, result) and an error.
        serializableCheck: {
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'register', 'rehydrate', 'result', 'err'],
          // RTK Query keeps a failed call's ApiError (status, message, body: plain data) as it is.
          isSerializable: (value: unknown) => isPlain(value) || value instanceof ApiError,
        },
      }).concat(offlineCopiesMiddleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** True once the stored state is back (before that, for example, "no country" means nothing). */
export function selectRehydrated(state: RootState): boolean {
  return (state as RootState & { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;
}
