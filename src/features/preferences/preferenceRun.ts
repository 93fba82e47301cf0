import { toastError } from '@/components/feedback/toast';
import { errorText } from '@/lib/api/errors';
import { holdsLoginToken } from '@/lib/session/tokenKey';
import type { AppStore } from '@/store/makeStore';
import { whenRehydrated } from '@/store/whenRehydrated';
import type { PreferenceDeps } from './preferenceFlows';

export { switchCountry, switchCurrency, switchLanguage } from './preferenceFlows';

/** The save endpoint loads with a logged-in user's first switch, not with the header. */
const preferenceCalls = () => import('./api');

/**
 * The preference switches' wiring to the API, the store and toasts: loaded with the first switch
 * (usePreferenceActions), with the store's code, not with the header.
 */
export function preferenceDeps(store: AppStore, genericError: string): PreferenceDeps {
  return {
    save: async (userId, update) => {
      const { preferencesApi } = await preferenceCalls();
      await store.dispatch(preferencesApi.endpoints.savePreference.initiate({ userId, update })).unwrap();
    },
    dispatch: store.dispatch,
    getState: store.getState,
    onError: (error) => void toastError(errorText(error, genericError)),
    // Only a browser holding a login token can turn out to be logged in once the store is back.
    sessionReady: () => (holdsLoginToken() ? whenRehydrated(store) : Promise.resolve()),
  };
}
