'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { RootState } from '@/store/makeStore';
import { asReduxStore, shellStore, type ShellStore } from '@/store/shellStore';
import { tabApp } from '@/store/tabApp';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { AppContext, type PublicApiSettings } from './AppContext';

/** The token's cookie code loads with the first API call, not with the page. */
const tokenStore = () => import('@/lib/session/token');

/** Ends the session after a 401 and sends the user home, as spec section 4 asks. */
async function endSessionAndGoHome(shell: ShellStore) {
  const [{ clearToken }, { loggedOut }, store] = await Promise.all([
    tokenStore(),
    import('@/store/sessionSlice'),
    shell.ready(),
  ]);
  clearToken();
  store.dispatch(loggedOut());
  // The logout empties the offline copies (store/offlineCopiesMiddleware); let that finish first.
  const { clearOfflineCopies } = await import('@/lib/offline/offlineCopies');
  await clearOfflineCopies();
  // A full load on purpose, so that no state of the ended session survives in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}

/**
 * The tab's store and API client (see store/tabApp) and the app context over them: what every page
 * and feature below the locale layout reads through `useApi`, `useClub` and the store hooks.
 */
export default function AppProviders({
  club,
  siteType,
  locale,
  apiSettings,
  preloadedState,
  children,
}: {
  club: ClubPublic;
  siteType: SiteType;
  locale: string;
  apiSettings: PublicApiSettings;
  /** Tests pass a state for the tab's store to start from; the app starts from the club's defaults. */
  preloadedState?: Partial<RootState>;
  children: ReactNode;
}) {
  const [value] = useState(() => {
    const app = tabApp(`${club.clubId}|${apiSettings.baseUrl}`, () => {
      // The store's code (Redux Toolkit, the slices) loads with the first page that uses the
      // store, or after this page has hydrated (below): see store/shellStore.
      const store = shellStore({
        language: locale,
        currency: club.defaultCurrency,
        preloadedState,
        api: () => api,
        load: () => import('@/store/makeStore').then((m) => m.makeStore),
      });
      const api: ApiClient = createApiClient({
        baseURL: apiSettings.baseUrl,
        apiKey: apiSettings.apiKey,
        version: apiSettings.version,
        clubId: club.clubId,
        getLanguage: () => store.getState().preferences?.language ?? locale,
        getCurrency: () => store.getState().preferences?.currency ?? null,
        getToken: () => tokenStore().then(({ readToken }) => readToken()),
        preloadToken: tokenStore,
        onUnauthorized: () => void endSessionAndGoHome(store),
      });
      return { store, api };
    });
    return { app, store: app.store, context: { club, siteType, api: app.api } };
  });

  useEffect(() => {
    // Rehydrate after the first paint; nothing waits on it, so the page is never blank, and
    // redux-persist and (on a page that did not load it) the store's code load with it rather than
    // with the page. Once per tab: a remount after a locale switch keeps the store, and with it
    // the persistence.
    value.app.persistence ??= Promise.all([value.store.ready(), import('@/store/persist')]).then(
      ([store, { startPersistence }]) => startPersistence(store, club.clubId),
    );
  }, [value, club.clubId]);

  return (
    <ReduxProvider store={asReduxStore(value.store)}>
      <AppContext.Provider value={value.context}>{children}</AppContext.Provider>
    </ReduxProvider>
  );
}
