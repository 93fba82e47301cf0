'use client';

import { useCallback } from 'react';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { authPopupOpened } from '@/features/auth/authSlice';
import { AuthModalHost } from '@/features/auth/components/AuthModalHost';
import { ProfileMenu } from '@/features/auth/components/ProfileMenu';
import { SessionBootstrap } from '@/features/auth/components/SessionBootstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { Header } from './Header';

/** The header wired to the session: its login button opens the auth popup, and the profile menu. */
export function SiteHeader({ club, siteType }: { club: ClubPublic; siteType: SiteType }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const openLogin = useCallback(() => dispatch(authPopupOpened()), [dispatch]);
  return (
    <>
      <SessionBootstrap />
      <Header
        club={club}
        siteType={siteType}
        onLoginClick={openLogin}
        actions={isLoggedIn ? <ProfileMenu variant="bar" /> : undefined}
        mobileActions={isLoggedIn ? <ProfileMenu variant="mobile" /> : undefined}
      />
      <AuthModalHost />
    </>
  );
}

export default SiteHeader;
