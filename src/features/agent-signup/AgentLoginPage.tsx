'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApi, useClub } from '@/lib/app/AppContext';
import { isolate } from '@/lib/bidi';
import { AuthFlowProvider, type AuthFlowController } from '@/features/auth/components/AuthFlowContext';
import { useStepFocus } from '@/features/auth/components/focus';
import { AuthSteps } from '@/features/auth/components/steps/AuthSteps';
import { initialAuthFlowState, transition, type AuthEvent } from '@/features/auth/stepMachine';
import { admitAgentSession, customerSiteLabel } from './admitAgent';

/** Where the agent login starts: the welcome step (email and captcha), as in the popup. */
const start = () => initialAuthFlowState({ isOpen: true });

/**
 * The agent site's sign-in page: the popup's steps (email and captcha, then the password or a
 * one-time code, the same limits and messages), for agents, sub-agents and staff users only. A
 * customer account is refused with the customer site's address; an email with no account is told
 * so here instead of being taken to the customer sign-up.
 */
export function AgentLoginPage() {
  const t = useTranslations('AgentSignup');
  const api = useApi();
  const club = useClub();
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(start);
  const [unknownEmail, setUnknownEmail] = useState<string | null>(null);
  const pageTitle = t('login_title');

  useStepFocus(containerRef, state.step, true);

  const send = useCallback((event: AuthEvent) => {
    // No account: agents do not sign up as customers; say so and stay on the welcome step.
    if (event.type === 'EMAIL_UNKNOWN') {
      setUnknownEmail(event.email);
      return;
    }
    setUnknownEmail(null);
    if (event.type === 'GO_TO_SIGNUP') return;
    setState((current) => {
      const next = transition(current, event);
      return next.isOpen ? next : start();
    });
  }, []);

  const refusedText = t('customer_refused', { site: isolate(customerSiteLabel(club.customerClubUrl)) });
  const controller = useMemo<AuthFlowController>(
    () => ({
      mode: 'page',
      state,
      send,
      titleId,
      pageTitle,
      afterLoginPath: '/',
      backToLogin: () => send({ type: 'BACK_TO_LOGIN' }),
      admitSession: (token) => admitAgentSession(api, token, refusedText),
    }),
    [state, send, titleId, pageTitle, api, refusedText],
  );

  return (
    <section className="auth-page agent-login" aria-labelledby={`${titleId}-page`}>
      <div className="auth-page__card" ref={containerRef}>
        <h1 id={`${titleId}-page`} className="auth-page__title">
          {pageTitle}
        </h1>
        <p className="auth-page__text">{t('login_text', { club: club.name })}</p>
        <AuthFlowProvider value={controller}>
          <AuthSteps step={state.step} />
        </AuthFlowProvider>
        <div role="status" className="agent-login__notice">
          {unknownEmail && <p className="agent-login__notice-text">{t('no_agent_account')}</p>}
        </div>
      </div>
    </section>
  );
}

export default AgentLoginPage;
