'use client';

import { BrandingSync } from '@/features/agent/BrandingSync';
import { WalletSync } from '@/features/agent/useWalletBalance';
import { SessionBootstrap } from '@/features/auth/SessionBootstrap';
import { PreferencesBootstrap } from '@/features/preferences/PreferencesBootstrap';

/**
 * What the header does after load without showing anything: checks a stored session, loads the
 * currency data and the visitor's country, and keeps an agent's wallet balance and branding. None of it renders,
 * so it loads after the page is interactive (see SiteHeader) and stays out of first-load JS.
 */
export default function HeaderEffects() {
  return (
    <>
      <SessionBootstrap />
      <PreferencesBootstrap />
      <WalletSync />
      <BrandingSync />
    </>
  );
}
