'use client';

import { lazy, Suspense, useCallback } from 'react';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { WalletSync } from '@/features/agent/useWalletBalance';
import { authPopupOpened } from '@/features/auth/authSlice';
import { AuthModalHost } from '@/features/auth/components/AuthModalHost';
import { SessionBootstrap } from '@/features/auth/components/SessionBootstrap';
import { HeaderPreferences, MobilePreferences } from '@/features/preferences/HeaderPreferences';
import { PreferencesBootstrap } from '@/features/preferences/PreferencesBootstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { Header } from './Header';

// Only logged-in visitors need the profile menu (and the agent wallet and dashboard in it), and the
// session is known only in the browser: its code stays out of the first-load JavaScript.
const ProfileMenu = lazy(() => import('@/features/auth/components/ProfileMenu'));

/**
 * The header wired to the session and preferences: the country, language and currency dropdowns,
 * the login button (the auth popup) or the profile menu, and the agent wallet.
 */
export function SiteHeader({ club, siteType }: { club: ClubPublic; siteType: SiteType }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const openLogin = useCallback(() => dispatch(authPopupOpened()), [dispatch]);
  return (
    <>
      <SessionBootstrap />
      <PreferencesBootstrap />
      <WalletSync />
      <Header
        club={club}
        siteType={siteType}
        onLoginClick={openLogin}
        actions={
          <>
            <HeaderPreferences />
            {isLoggedIn && (
              <Suspense fallback={null}>
                <ProfileMenu variant="bar" />
              </Suspense>
            )}
          </>
        }
        mobileActions={
          <>
            <MobilePreferences />
            {isLoggedIn && (
              <Suspense fallback={null}>
                <ProfileMenu variant="mobile" />
              </Suspense>
            )}
          </>
        }
      />
      <AuthModalHost />
    </>
  );
}

export default SiteHeader;
