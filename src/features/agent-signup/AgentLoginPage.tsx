'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { isolate } from '@/lib/bidi';
import { USER_TYPE, isWorkingAgent } from '@/lib/session/user';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { AuthFlowProvider, type AuthFlowController } from '@/features/auth/AuthFlowContext';
import { useStepFocus } from '@/features/auth/focus';
import { initialAuthFlowState, transition, type AuthEvent } from '@/features/auth/stepMachine';
import { admitAgentSession, customerSiteLabel } from './admitAgent';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// Each view's form hydrates from its own chunk (rendered on the server, preloaded by the page): the
// sign-in page does not load the application's four steps, nor the application the sign-in steps,
// and neither holds up the page's hydration.
const ApplyForm = dynamic(() =>
  loadWhenOnline(() => import('./ApplyForm').then((module) => module.ApplyForm)),
);
const AuthSteps = dynamic(() =>
  loadWhenOnline(() => import('@/features/auth/AuthSteps').then((module) => module.AuthSteps)),
);

/** Where the agent login starts: the welcome step (email and captcha), as in the popup. */
const start = () => initialAuthFlowState({ isOpen: true });

export type AgentLoginView = 'login' | 'apply';

/**
 * The agent site's sign-in page: the popup's steps (email and captcha, then the password or a
 * one-time code, the same limits and messages), for agents, sub-agents and staff users only. A
 * customer account is refused with the customer site's address; an email with no account is told
 * so and offered the application, which this page also holds (`view=apply`).
 */
export function AgentLoginPage({ initialView = 'login' }: { initialView?: AgentLoginView }) {
  const t = useTranslations('AgentSignup');
  const store = useAppStore();
  const club = useClub();
  const user = useAppSelector(selectUser);
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [chosenView, setView] = useState<AgentLoginView>(initialView);
  const [state, setState] = useState(start);
  const [unknownEmail, setUnknownEmail] = useState<string | null>(null);
  const applicant = user?.userType === USER_TYPE.AGENT && !isWorkingAgent(user);
  // An applicant who is signed in goes on with the application.
  const view: AgentLoginView = applicant ? 'apply' : chosenView;
  const pageTitle = t(view === 'apply' ? 'apply_title' : 'login_title');

  useStepFocus(containerRef, state.step, true);

  const send = useCallback((event: AuthEvent) => {
    // No account: agents do not sign up as customers; say so and offer the application.
    if (event.type === 'EMAIL_UNKNOWN') {
      setUnknownEmail(event.email);
      return;
    }
    setUnknownEmail(null);
    if (event.type === 'GO_TO_SIGNUP') {
      setView('apply');
      return;
    }
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
      admitSession: (token) => admitAgentSession(store, token, refusedText),
      // The page's own "Apply as a travel agent" is the one way in: no "Create an account" beside it.
      offersSignUp: false,
    }),
    [state, send, titleId, pageTitle, store, refusedText],
  );

  if (view === 'apply') {
    return (
      <section className="agent-page" aria-labelledby={`${titleId}-page`}>
        <div className="agent-page__card agent-page__card--wide">
          <h1 id={`${titleId}-page`} className="auth-page__title">
            {pageTitle}
          </h1>
          <p className="auth-page__text">{t('apply_text', { club: club.name })}</p>
          <ApplyForm onSignIn={() => setView('login')} />
          {!applicant && (
            <p className="agent-page__switch">
              {t('have_agent_account')}{' '}
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => setView('login')}
              >
                {t('sign_in')}
              </button>
            </p>
          )}
        </div>
      </section>
    );
  }

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
        <p className="agent-page__switch">
          {t('not_an_agent_yet')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setView('apply')}>
            {t('apply_link')}
          </button>
        </p>
      </div>
    </section>
  );
}

export default AgentLoginPage;
