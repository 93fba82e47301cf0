'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/components/Providers';
import { toastError } from '@/components/feedback/toast';
import { errorText, toApiError } from '@/lib/api/errors';
import { clearToken, readToken } from '@/lib/session/token';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { loggedIn, loggedOut, selectIsLoggedIn } from '@/store/sessionSlice';
import { fetchProfile, toSessionUser } from '../api';
import { isTokenExpired } from '../session';

/**
 * On load, checks a stored token by fetching the profile (a revoked or expired one gets 401, which
 * the API client turns into a logout and a trip to `/`). A logged-in state without a token (cleared
 * in another tab, or a cookie that expired) is logged out.
 */
export function SessionBootstrap() {
  const api = useApi();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const tErrors = useTranslations('Errors');
  const genericError = useRef(tErrors('generic'));

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    if (isTokenExpired(token)) {
      clearToken();
      dispatch(loggedOut());
      return;
    }
    let cancelled = false;
    fetchProfile(api).then(
      (profile) => {
        if (cancelled) return;
        const { language, currency } = store.getState().preferences;
        dispatch(loggedIn(toSessionUser(profile, language, currency)));
      },
      (error: unknown) => {
        // 401 is handled by the client; anything else leaves the stored state as it is.
        if (!cancelled && toApiError(error).status !== 401)
          toastError(errorText(error, genericError.current));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, dispatch, store]);

  useEffect(() => {
    if (isLoggedIn && !readToken()) dispatch(loggedOut());
  }, [isLoggedIn, dispatch]);

  return null;
}

export default SessionBootstrap;
