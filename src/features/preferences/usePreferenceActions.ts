'use client';

import { useCallback, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toastError } from '@/components/feedback/toast';
import { usePathname, useRouter } from '@/i18n/navigation';
import { errorText } from '@/lib/api/errors';
import { useAppStore } from '@/store/hooks';
import { whenRehydrated } from '@/store/whenRehydrated';
import { holdsLoginToken } from '@/lib/session/tokenKey';
import { closeDropdowns } from '@/store/uiSlice';
import { switchCountry, switchCurrency, switchLanguage, type PreferenceDeps } from './preferenceFlows';

export type PendingPreference = 'language' | 'currency' | 'country' | null;

/** The save endpoint loads with a logged-in user's first switch, not with the header. */
const preferenceCalls = () => import('./api');

/** The header's preference switches, wired to the API, the store, the router and toasts. */
export function usePreferenceActions() {
  const store = useAppStore();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const tErrors = useTranslations('Errors');
  const [pending, setPending] = useState<PendingPreference>(null);

  const deps = useMemo<PreferenceDeps>(
    () => ({
      save: async (userId, update) => {
        const { preferencesApi } = await preferenceCalls();
        await store.dispatch(preferencesApi.endpoints.savePreference.initiate({ userId, update })).unwrap();
      },
      dispatch: store.dispatch,
      getState: store.getState,
      onError: (error) => void toastError(errorText(error, tErrors('generic'))),
      // Only a browser holding a login token can turn out to be logged in once the store is back.
      sessionReady: () => (holdsLoginToken() ? whenRehydrated(store) : Promise.resolve()),
    }),
    [store, tErrors],
  );

  const run = useCallback(async (which: Exclude<PendingPreference, null>, task: () => Promise<boolean>) => {
    setPending(which);
    try {
      return await task();
    } finally {
      setPending(null);
    }
  }, []);

  /** The same page, with what is in its query string, in the other language. */
  const changeLanguage = useCallback(
    (code: string) =>
      run('language', () =>
        switchLanguage(deps, code, locale, (next) => {
          // The store outlives the switch (see store/tabApp): the new page starts with no menu open.
          store.dispatch(closeDropdowns());
          router.replace(`${pathname}${window.location.search}`, { locale: next, scroll: false });
        }),
      ),
    [deps, locale, pathname, router, run, store],
  );

  const changeCurrency = useCallback(
    (code: string) => run('currency', () => switchCurrency(deps, code)),
    [deps, run],
  );

  const changeCountry = useCallback(
    (alpha2: string) => run('country', () => switchCountry(deps, alpha2)),
    [deps, run],
  );

  return { changeLanguage, changeCurrency, changeCountry, pending };
}
