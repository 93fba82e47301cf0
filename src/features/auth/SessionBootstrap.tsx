'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { toastError } from '@/components/feedback/toast';
import { usePathname, useRouter } from '@/i18n/navigation';
import { errorText, toApiError } from '@/lib/api/errors';
import type { ClubPublic } from '@/lib/club/types';
import { clearToken, readToken } from '@/lib/session/token';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import { loggedIn, loggedOut, selectIsLoggedIn } from '@/store/sessionSlice';
import { toSessionUser } from '@/lib/session/user';
import { decodeSessionToken, isTokenExpired } from './session';

/**
 * The language a returning user's page should switch to: the profile's saved language when the
 * club offers it and the page is in another one; null to stay.
 */
export function profileLanguageSwitch(
  preferred: string | null,
  pageLocale: string,
  club: Pick<ClubPublic, 'languages'>,
): string | null {
  if (!preferred || preferred === pageLocale) return null;
  return club.languages.some((language) => language.code === preferred) ? preferred : null;
}

/**
 * Whether this tab already applied the profile's language: the switch happens once per page load,
 * so a visitor who then picks another language on purpose is not sent back.
 */
let profileLanguageApplied = false;

/** The token stored when the page loaded: none, one to drop (expired or unreadable), or its user's. */
type StoredSession = { expired: true } | { expired: false; userId: number | null };

function storedSession(): StoredSession {
  const token = readToken();
  if (!token) return { expired: false, userId: null };
  if (isTokenExpired(token)) return { expired: true };
  // Keyed by the user (0 for a token that does not name them).
  return { expired: false, userId: decodeSessionToken(token).id ?? 0 };
}

const profileEndpoint = () =>
  import('./profileEndpoints').then(({ profileEndpoints }) => profileEndpoints.endpoints.signedInProfile);

/**
 * On load, checks a stored token by reading the profile through its endpoint (`signedInProfile`,
 * loaded with RTK Query only when a token is stored); a revoked or expired one gets 401, which the
 * API client turns into a logout and a trip to `/`. An expired token is dropped without asking. A
 * logged-in state without a token (cleared in another tab, or a cookie that expired) is logged out.
 * As on login, the profile's preferences are applied: a page opened in another language than the
 * profile's switches to it, once.
 */
export function SessionBootstrap() {
  const club = useClub();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const tErrors = useTranslations('Errors');
  const genericError = useRef(tErrors('generic'));
  // Read when the profile arrives, without re-running the check on every navigation.
  const page = useRef({ locale, pathname });
  useEffect(() => {
    page.current = { locale, pathname };
  }, [locale, pathname]);

  // Read once: the check is of the token this page load found.
  const [stored] = useState(storedSession);
  const check = useLazyQuery(
    profileEndpoint,
    !stored.expired && stored.userId !== null ? stored.userId : SKIP,
  );
  // The check's own answer (not one the tab held before it asked), applied once.
  const profile = check.isFetching ? undefined : check.currentData;
  const failed = check.isFetching || !check.isError ? null : check.error;
  const settled = useRef(false);

  useEffect(() => {
    if (!stored.expired) return;
    clearToken();
    dispatch(loggedOut());
  }, [stored, dispatch]);

  useEffect(() => {
    if (settled.current) return;
    if (profile) {
      settled.current = true;
      const { language, currency } = store.getState().preferences;
      const switchTo = profileLanguageApplied
        ? null
        : profileLanguageSwitch(profile.preferredLanguage, page.current.locale, club);
      profileLanguageApplied = true;
      dispatch(loggedIn(toSessionUser(profile, switchTo ?? language, currency)));
      if (switchTo) {
        window.localStorage.setItem('language', switchTo);
        router.replace(`${page.current.pathname}${window.location.search}`, { locale: switchTo });
      }
    } else if (failed) {
      settled.current = true;
      // 401 is handled by the client; anything else leaves the stored state as it is. With no
      // connection the offline dialog (or a booking's saved copy) says so; no error toast.
      if (toApiError(failed).status !== 401 && navigator.onLine !== false)
        toastError(errorText(failed, genericError.current));
    }
  }, [profile, failed, club, dispatch, router, store]);

  useEffect(() => {
    if (isLoggedIn && !readToken()) dispatch(loggedOut());
  }, [isLoggedIn, dispatch]);

  return null;
}

/** Tests start each case as a fresh page load. */
export function resetProfileLanguageForTests(): void {
  profileLanguageApplied = false;
}

export default SessionBootstrap;
