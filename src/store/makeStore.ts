import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { uiSlice } from './uiSlice';
import { sessionSlice } from './sessionSlice';
import { initialPreferences, preferencesSlice } from './preferencesSlice';
import { authSlice } from '@/features/auth/authSlice';
import { recentFlightSearchesSlice } from '@/features/flights/search/recentSearchesSlice';
import { flightCheckoutSlice } from '@/features/flights/checkout/flightCheckoutSlice';
import { hotelCheckoutSlice } from '@/features/hotels/checkout/hotelCheckoutSlice';
import { walletSlice } from '@/features/agent/walletSlice';
import { myBookingsSlice } from '@/features/bookings/myBookingsSlice';

export const rootReducer = combineReducers({
  [uiSlice.reducerPath]: uiSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [preferencesSlice.reducerPath]: preferencesSlice.reducer,
  // Not in persistedSlices: the popup and its in-memory tokens never reach storage.
  [authSlice.reducerPath]: authSlice.reducer,
  [recentFlightSearchesSlice.reducerPath]: recentFlightSearchesSlice.reducer,
  [flightCheckoutSlice.reducerPath]: flightCheckoutSlice.reducer,
  [myBookingsSlice.reducerPath]: myBookingsSlice.reducer,
  [hotelCheckoutSlice.reducerPath]: hotelCheckoutSlice.reducer,
  // Not persisted: fetched again whenever an agent-type user is logged in.
  [walletSlice.reducerPath]: walletSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  language: string;
  currency: string;
  /** Tests pass a state to start from; the app starts from the club's defaults. */
  preloadedState?: Partial<RootState>;
}

/**
 * One store per browser tab (and per server render): never a module-level singleton. It starts
 * without persistence; the browser adds it after the first paint (`startPersistence` in ./persist).
 */
export function makeStore({ language, currency, preloadedState }: StoreOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      preferences: initialPreferences({ language, currency }),
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's actions carry callbacks (register, rehydrate, result) and an error.
        serializableCheck: {
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'register', 'rehydrate', 'result', 'err'],
        },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** True once the stored state is back (before that, for example, "no country" means nothing). */
export function selectRehydrated(state: RootState): boolean {
  return (state as RootState & { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;
}
