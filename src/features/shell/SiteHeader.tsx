'use client';

import { lazy, Suspense, useCallback, useMemo, type CSSProperties } from 'react';
import dynamic from 'next/dynamic';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { selectAgentBranding } from '@/features/agent/brandingState';
import { useSiteBranding } from '@/features/agent/useSiteBranding';
import { authPopupOpened } from '@/features/auth/authPopupState';
import { AuthModalHost } from '@/features/auth/AuthModalHost';
import { AfterIdle } from '@/lib/app/AfterIdle';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { selectIsLoggedIn } from '@/store/sessionState';
import { Header } from '@/components/layout/Header';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';
import { HeaderPreferences, MobilePreferences } from '@/features/preferences/HeaderPreferences';

// Only logged-in visitors need the profile menu (and the agent wallet and dashboard in it), and the
// session is known only in the browser: its code stays out of the first-load JavaScript.
const ProfileMenu = lazy(() => loadWhenOnline(() => import('@/features/auth/ProfileMenu')));
// The session check, currency data, visitor country and wallet render nothing: they load once the
// browser is idle after hydration, not with it (mounted then, rather than with `ssr: false`; see
// useHydrated), so neither the hydration nor a first click waits behind their work.
const HeaderEffects = dynamic(() => loadWhenOnline(() => import('./HeaderEffects')));
/**
 * The header wired to the session and preferences: the country, language and currency dropdowns,
 * the login button (the auth popup) or the profile menu, and the agent wallet.
 */
export function SiteHeader({ club, siteType }: { club: ClubPublic; siteType: SiteType }) {
  const dispatch = useShellDispatch();
  const isLoggedIn = useShellSelector(selectIsLoggedIn);
  const openLogin = useCallback(() => dispatch(authPopupOpened()), [dispatch]);
  // While an agent, sub-agent or staff user is logged in: the agent's logo and colours (validated
  // hex codes only, as custom properties that .agent-branded maps onto the header's theme).
  const branding = useShellSelector(selectAgentBranding);
  const branded = Object.keys(branding.variables).length > 0;
  useSiteBranding(branding);
  const headerClub = useMemo(
    () => (branding.logoUrl ? { ...club, logoUrl: branding.logoUrl } : club),
    [club, branding.logoUrl],
  );
  return (
    <>
      {/* Its own boundary: while its code loads, nothing else waits (without one, the update that
          mounts it would hold back every later update of the page, a click's included). */}
      <Suspense fallback={null}>
        <AfterIdle>
          <HeaderEffects />
        </AfterIdle>
      </Suspense>
      <div
        className={`site-header-brand${branded ? ' agent-branded' : ''}`}
        style={branded ? (branding.variables as CSSProperties) : undefined}
        data-testid="site-header-brand"
      >
        <Header
          club={headerClub}
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
          compactActions={
            isLoggedIn && (
              <Suspense fallback={null}>
                <ProfileMenu variant="compact" />
              </Suspense>
            )
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
      </div>
      <AuthModalHost />
    </>
  );
}

export default SiteHeader;
