'use client';

import { Suspense, lazy, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import FullScreenLoader from '@/components/feedback/FullScreenLoader';
import { errorText } from '@/lib/api/errors';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { useAccountProfileQuery } from './api';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/**
 * The sections (forms, phone numbers, the traveller editor) show only for a signed-in user once the
 * profile is in, never in the server's HTML: their code loads with the profile, not before the
 * page can hydrate.
 */
const loadSections = () => import('./AccountSections');
const AccountSections = lazy(() => loadWhenOnline(loadSections));

/**
 * What /my-account shows under its server-rendered heading, for a signed-in customer or agent-type
 * user: profile, photo, password, saved travellers and preferences. A guest is asked to log in, as
 * at the checkout.
 */
export function AccountBody() {
  const t = useTranslations('Account');
  const tErrors = useTranslations('Errors');
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const userId = user?.id ?? null;
  // Saving the profile or the photo puts the answer into the profile held here (see ./api).
  const loaded = useAccountProfileQuery(userId ?? skipToken);

  useEffect(() => {
    if (userId != null) void loadSections();
  }, [userId]);

  // A profile read for an earlier user (logged out, another logged in) is not shown.
  const profile = loaded.currentData?.id === userId ? loaded.currentData : undefined;

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
  } else if (!profile && !loaded.isError) {
    // The whole page waits for the profile: the specification's full-screen loader.
    body = <FullScreenLoader label={t('loading')} />;
  } else if (!profile) {
    body = (
      <div className="account-page__status" role="alert">
        <p>{errorText(loaded.error, tErrors('generic'))}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => void loaded.refetch()}>
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
        <AccountSections profile={profile} />
      </Suspense>
    );
  }

  return body;
}

export default AccountBody;
