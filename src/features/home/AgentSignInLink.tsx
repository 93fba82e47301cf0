'use client';

import { Link } from '@/i18n/navigation';
import { useShellSelector } from '@/store/shellHooks';
import { selectIsLoggedIn } from '@/store/sessionState';

/**
 * The agent home's way in ("Sign in, or apply to become an agent"), for visitors only: a signed-in
 * agent is already in, and was offered it beside their own name in the header (seen on issue 30
 * item 16's screenshots). The server gives the label: the `Home` texts are not sent to the browser.
 */
export function AgentSignInLink({ label }: { label: string }) {
  const isLoggedIn = useShellSelector(selectIsLoggedIn);
  if (isLoggedIn) return null;
  return (
    <>
      {' '}
      <Link href="/agent-login" className="home-hero__agent-link">
        {label}
      </Link>
    </>
  );
}
