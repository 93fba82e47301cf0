'use client';

import { BrandingSync } from '@/features/agent/BrandingSync';
import { WalletSync } from '@/features/agent/useWalletBalance';
import { SessionBootstrap } from '@/features/auth/SessionBootstrap';
import { PreferencesBootstrap } from '@/features/preferences/PreferencesBootstrap';
import { AfterIdle } from '@/lib/app/AfterIdle';

/**
 * What the header does after load without showing anything: checks a stored session, loads the
 * currency data and the visitor's country, and keeps an agent's wallet balance and branding. None of it renders,
 * so it loads once the page is idle (see SiteHeader) and stays out of first-load JS. The session
 * check starts first; the currency data and the visitor's country, then the agent's wallet and
 * branding (work only for a signed-in agent) each wait for an idle moment of their own, so their
 * effects do not add up to one long task.
 */
export default function HeaderEffects() {
  return (
    <>
      <SessionBootstrap />
      <AfterIdle>
        <PreferencesBootstrap />
        <AfterIdle>
          <WalletSync />
          <BrandingSync />
        </AfterIdle>
      </AfterIdle>
    </>
  );
}
