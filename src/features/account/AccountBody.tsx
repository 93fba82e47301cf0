'use client';

import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { errorText } from '@/lib/api/errors';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { fetchAccountProfile, type AccountProfile } from './api';

/**
 * The sections (forms, phone numbers, the traveller editor) show only for a signed-in user once the
 * profile is in, never in the server's HTML: their code loads with the profile, not before the
 * page can hydrate.
 */
const loadSections = () => import('./AccountSections');
const AccountSections = lazy(loadSections);

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; profile: AccountProfile };

/**
 * What /my-account shows under its server-rendered heading, for a signed-in customer or agent-type
 * user: profile, photo, password, saved travellers and preferences. A guest is asked to log in, as
 * at the checkout.
 */
export function AccountBody() {
  const t = useTranslations('Account');
  const tErrors = useTranslations('Errors');
  const api = useApi();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId == null) return;
    void loadSections();
    let live = true;
    fetchAccountProfile(api, userId).then(
      (profile) => live && setLoaded({ status: 'ready', profile }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorText(error, tErrors('generic')) }),
    );
    return () => {
      live = false;
    };
  }, [api, userId, attempt, tErrors]);

  const onProfile = useCallback((profile: AccountProfile) => setLoaded({ status: 'ready', profile }), []);

  // A profile read for an earlier user (logged out, another logged in) is not shown.
  const shown: Loaded =
    loaded.status === 'ready' && loaded.profile.id !== userId ? { status: 'loading' } : loaded;

  let body;
  if (!rehydrated) {
    body = (
      <p className="account-page__status" role="status">
        {t('loading')}
      </p>
    );
  } else if (!user) {
    body = (
      <div className="account-login">
        <p className="mb-0">{t('guest_text')}</p>
        <button type="button" className="btn btn-primary" onClick={authPopup.open}>
          {t('login')}
        </button>
      </div>
    );
  } else if (shown.status === 'loading') {
    body = (
      <p className="account-page__status" role="status">
        {t('loading')}
      </p>
    );
  } else if (shown.status === 'failed') {
    body = (
      <div className="account-page__status" role="alert">
        <p>{shown.message}</p>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setLoaded({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <p className="account-page__status" role="status">
            {t('loading')}
          </p>
        }
      >
        <AccountSections profile={shown.profile} onProfile={onProfile} />
      </Suspense>
    );
  }

  return body;
}

export default AccountBody;
