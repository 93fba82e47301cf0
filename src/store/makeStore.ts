import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { uiSlice } from './uiSlice';
import { sessionSlice } from './sessionSlice';
import { initialPreferences, preferencesSlice } from './preferencesSlice';
import { authSlice } from '@/features/auth/authSlice';
import { recentFlightSearchesSlice } from '@/features/flights/search/recentSearchesSlice';
import { flightCheckoutSlice } from '@/features/flights/checkout/flightCheckoutSlice';
import { walletSlice } from '@/features/agent/walletSlice';
import { persistKeyFor, persistStorage, persistedSlices, preferencesTransform } from './persist';

const rootReducer = combineReducers({
  [uiSlice.reducerPath]: uiSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [preferencesSlice.reducerPath]: preferencesSlice.reducer,
  // Not in persistedSlices: the popup and its in-memory tokens never reach storage.
  [authSlice.reducerPath]: authSlice.reducer,
  [recentFlightSearchesSlice.reducerPath]: recentFlightSearchesSlice.reducer,
  [flightCheckoutSlice.reducerPath]: flightCheckoutSlice.reducer,
  // Not persisted: fetched again whenever an agent-type user is logged in.
  [walletSlice.reducerPath]: walletSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  clubId: number;
  language: string;
  currency: string;
  /** Tests pass a state to start from; the app starts from the club's defaults. */
  preloadedState?: Partial<RootState>;
}

/** One store per browser tab (and per server render): never a module-level singleton. */
export function makeStore({ clubId, language, currency, preloadedState }: StoreOptions) {
  const persisted = persistReducer<RootState>(
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
  return configureStore({
    reducer: persisted,
    preloadedState: {
      preferences: initialPreferences({ language, currency }),
      ...preloadedState,
    } as ReturnType<typeof persisted>,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
