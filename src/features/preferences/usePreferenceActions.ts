'use client';

import { useCallback, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useShellDispatch, useShellStore } from '@/store/shellHooks';
import { closeDropdowns } from '@/store/uiSlice';
import type { PreferenceDeps } from './preferenceFlows';

export type PendingPreference = 'language' | 'currency' | 'country' | null;

type Flows = typeof import('./preferenceRun');

/**
 * The switches' code (the flows, the save call, the store's code) loads with the first choice, not
 * with the header: the header's menus open and show their options without it.
 */
const preferenceRun = (): Promise<Flows> => import('./preferenceRun');

/** The header's preference switches, wired to the API, the store, the router and toasts. */
export function usePreferenceActions() {
  const shell = useShellStore();
  const dispatch = useShellDispatch();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const genericError = useTranslations('Errors')('generic');
  const [pending, setPending] = useState<PendingPreference>(null);

  const run = useCallback(
    async (
      which: Exclude<PendingPreference, null>,
      task: (flows: Flows, deps: PreferenceDeps) => Promise<boolean>,
    ) => {
      setPending(which);
      try {
        const loaded = await Promise.all([preferenceRun(), shell.ready()]).catch(() => null);
        // The switch's code did not load (the connection dropped): nothing changed, and the
        // offline dialog says why.
        if (!loaded) return false;
        const [flows, store] = loaded;
        return await task(flows, flows.preferenceDeps(store, genericError));
      } finally {
        setPending(null);
      }
    },
    [shell, genericError],
  );

  /** The same page, with what is in its query string, in the other language. */
  const changeLanguage = useCallback(
    (code: string) =>
      run('language', (flows, deps) =>
        flows.switchLanguage(deps, code, locale, (next) => {
          // The store outlives the switch (see store/tabApp): the new page starts with no menu open.
          dispatch(closeDropdowns());
          router.replace(`${pathname}${window.location.search}`, { locale: next, scroll: false });
        }),
      ),
    [dispatch, locale, pathname, router, run],
  );

  const changeCurrency = useCallback(
    (code: string) => run('currency', (flows, deps) => flows.switchCurrency(deps, code)),
    [run],
  );

  const changeCountry = useCallback(
    (alpha2: string) => run('country', (flows, deps) => flows.switchCountry(deps, alpha2)),
    [run],
  );

  return { changeLanguage, changeCurrency, changeCountry, pending };
}
