'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { authPopupOpened, resetGrantStored, resetGrantUsed, selectResetGrant } from './authSlice';
import { initialAuthFlowState, passwordPageStart, transition, type AuthEvent } from './stepMachine';
import { AuthFlowProvider, type AuthFlowController } from './AuthFlowContext';
import { useStepFocus } from './focus';
import { AuthSteps } from './AuthSteps';

export interface PasswordResetPageProps {
  /**
   * forgot: email → code, then on to /reset-password with the verified reset token.
   * reset: the new password when a verified reset token was handed over, else from the email step.
   */
  page: 'forgot' | 'reset';
}

/** The password flows outside the popup, with the same steps; a successful reset ends logged in at home. */
export function PasswordResetPage({ page }: PasswordResetPageProps) {
  const t = useTranslations('Auth');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const grant = useAppSelector(selectResetGrant);
  const titleId = useId();
  const pageTitle = t(page === 'forgot' ? 'forgot_page_title' : 'reset_page_title');
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(() =>
    page === 'reset' && grant
      ? initialAuthFlowState({
          isOpen: true,
          step: 'ResetPassword',
          flow: 'reset',
          email: grant.email,
          resetToken: grant.resetToken,
        })
      : passwordPageStart(),
  );

  // The hand-over is used once: a reload of /reset-password starts from the email step.
  useEffect(() => {
    if (page === 'reset' && grant) dispatch(resetGrantUsed());
  }, [page, grant, dispatch]);

  useStepFocus(containerRef, state.step, true);

  const send = useCallback(
    (event: AuthEvent) => {
      if (page === 'forgot' && event.type === 'RESET_CODE_VERIFIED') {
        dispatch(resetGrantStored({ email: state.email, resetToken: event.resetToken }));
        router.push('/reset-password');
        return;
      }
      // Editing the email from the first step of a page has nowhere further back to go.
      setState((current) => {
        const next = transition(current, event);
        return next.isOpen ? next : passwordPageStart();
      });
    },
    [page, state.email, dispatch, router],
  );

  const controller = useMemo<AuthFlowController>(
    () => ({
      mode: 'page',
      state,
      send,
      titleId,
      pageTitle,
      afterLoginPath: '/',
      backToLogin: () => dispatch(authPopupOpened()),
    }),
    [state, send, titleId, pageTitle, dispatch],
  );

  return (
    <section className="auth-page" aria-labelledby={`${titleId}-page`}>
      <div className="auth-page__card" ref={containerRef}>
        <h1 id={`${titleId}-page`} className="auth-page__title">
          {pageTitle}
        </h1>
        <p className="auth-page__text">{t('password_page_text')}</p>
        <AuthFlowProvider value={controller}>
          <AuthSteps step={state.step} />
        </AuthFlowProvider>
      </div>
    </section>
  );
}

export default PasswordResetPage;
