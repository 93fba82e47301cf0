'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { errorText } from '@/lib/api/errors';
import { Link, useRouter } from '@/i18n/navigation';
import { AGENT_APPROVAL, type AgentApplication } from './api';
import { useApplication, type ApplicationState } from './useApplication';

/**
 * Where a visitor who is not thanked goes: nobody signed in or no application to the sign-in, a
 * draft back to its application, a decided one to its status page. Null: thank them.
 */
export function thankYouRedirect(state: ApplicationState): string | null {
  if (state.status === 'signed-out' || state.status === 'none') return '/agent-login';
  if (state.status !== 'ready') return null;
  return awaitingReview(state.application)
    ? null
    : state.application.submittedAt
      ? '/agent-review'
      : '/agent-login?view=apply';
}

function awaitingReview(application: AgentApplication): boolean {
  return (
    Boolean(application.submittedAt) &&
    (application.status === AGENT_APPROVAL.PENDING || application.status === AGENT_APPROVAL.IN_REVIEW)
  );
}

/**
 * /agent-login/thank-you: the application is in; what happens next. Only an applicant whose
 * application was sent and waits for review is thanked; anyone else who opens it is sent on.
 */
export function ThankYouPage() {
  const t = useTranslations('AgentSignup');
  const tErrors = useTranslations('Errors');
  const club = useClub();
  const router = useRouter();
  const { state } = useApplication();
  const redirect = thankYouRedirect(state);

  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  const thanked = state.status === 'ready' && !redirect;
  return (
    <section className="agent-page" aria-labelledby="agent-thanks-title">
      <div className="agent-page__card">
        {thanked ? (
          <>
            <h1 id="agent-thanks-title" className="auth-page__title">
              {t('thanks_title')}
            </h1>
            <p>{t('thanks_text', { club: club.name })}</p>
            <ol className="agent-thanks__next">
              <li>{t('thanks_next_review')}</li>
              <li>{t('thanks_next_mail')}</li>
              <li>{t('thanks_next_sign_in')}</li>
            </ol>
            <Link href="/agent-review" className="btn btn-primary">
              {t('thanks_status')}
            </Link>
          </>
        ) : state.status === 'failed' ? (
          <p role="alert" id="agent-thanks-title">
            {errorText(state.error, tErrors('generic'))}
          </p>
        ) : (
          <p role="status" id="agent-thanks-title">
            {t('loading')}
          </p>
        )}
      </div>
    </section>
  );
}

export default ThankYouPage;
