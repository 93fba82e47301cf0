'use client';

import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { isCheckoutPage } from '@/components/layout/pageGroups';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { errorText } from '@/lib/api/errors';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { endSession, establishSession, type SessionDeps } from './session';
import { logoutEndpoint, profileEndpoint } from './lazyEndpoints';

export interface CompleteLoginOptions {
  /** A password login reloads checkout pages, so that prices and payment are for the logged-in user. */
  reloadOnCheckout?: boolean;
  /** A page to go to once logged in (the password pages go home); the popup stays where it is. */
  goTo?: string | null;
}

/** Logging in and out, wired to the sign-in flow's endpoints, the store, router and toasts. */
export function useSessionActions() {
  const readProfile = useLazyMutation(profileEndpoint);
  const revokeSession = useLazyMutation(logoutEndpoint);
  const club = useClub();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const tErrors = useTranslations('Errors');
  const tAuth = useTranslations('Auth');

  const deps = useCallback(
    (): SessionDeps => ({ readProfile, revokeSession, dispatch, getState: store.getState, club }),
    [readProfile, revokeSession, dispatch, store, club],
  );

  const completeLogin = useCallback(
    async (token: string, { reloadOnCheckout = false, goTo = null }: CompleteLoginOptions = {}) => {
      const { language } = await establishSession(deps(), token, (error) =>
        toastError(errorText(error, tErrors('generic'))),
      );
      if (goTo) {
        router.push(goTo, { locale: language });
        return;
      }
      const search = window.location.search;
      const reload = reloadOnCheckout && isCheckoutPage(pathname);
      if (language !== locale) {
        // The profile's language wins: show the same page in it (a full load on checkout pages).
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        if (reload) window.location.assign(`${getPathname({ href: pathname, locale: language })}${search}`);
        else router.replace(`${pathname}${search}`, { locale: language });
      } else if (reload) {
        window.location.reload();
      }
    },
    [deps, locale, pathname, router, tErrors],
  );

  const logout = useCallback(
    async (userType: number) => {
      // The server's own words ("Logged out", "Agent logged out") are English: the toast is ours.
      await endSession(deps(), userType);
      toastSuccess(tAuth('logged_out'));
      router.push('/');
    },
    [deps, router, tAuth],
  );

  return { completeLogin, logout };
}
