'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { errorText } from '@/lib/api/errors';
import { useAppDispatch } from '@/store/hooks';
import { userUpdated } from '@/store/sessionSlice';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { AGENT_APPROVAL, type AgentApplication } from './api';
import { profileEndpoint } from './lazyEndpoints';
import { useApplication } from './useApplication';

const STATUS_KEYS = {
  [AGENT_APPROVAL.APPROVED]: 'approved',
  [AGENT_APPROVAL.PENDING]: 'pending',
  [AGENT_APPROVAL.IN_REVIEW]: 'in_review',
  [AGENT_APPROVAL.REJECTED]: 'rejected',
} as const;

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Vienna',
  }).format(new Date(iso));
}

/** What the applicant can do in each state. */
function NextStep({ application }: { application: AgentApplication }) {
  const t = useTranslations('AgentSignup');
  const tErrors = useTranslations('Errors');
  const readProfile = useLazyMutation(profileEndpoint);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (application.status === AGENT_APPROVAL.APPROVED) {
    // The session still says "not approved": read the profile again, then into the agent site.
    const enter = async () => {
      setBusy(true);
      setError(null);
      try {
        const profile = await readProfile();
        dispatch(userUpdated({ agentApproval: profile.agentApproval ?? null }));
        router.push('/');
      } catch (failure) {
        setError(errorText(failure, tErrors('generic')));
        setBusy(false);
      }
    };
    return (
      <>
        <button type="button" className="btn btn-primary" onClick={() => void enter()} disabled={busy}>
          {t('review_enter')}
        </button>
        <p role="alert" className="agent-review__error">
          {error}
        </p>
      </>
    );
  }
  if (application.status === AGENT_APPROVAL.REJECTED) {
    return (
      <Link href="/agent-login/details" className="btn btn-primary">
        {t('review_fix')}
      </Link>
    );
  }
  if (application.status === AGENT_APPROVAL.PENDING && !application.submittedAt) {
    return (
      <Link href="/agent-login?view=apply" className="btn btn-primary">
        {t('review_continue')}
      </Link>
    );
  }
  return (
    <Link href="/agent-login/details" className="btn btn-outline-primary">
      {t('review_details')}
    </Link>
  );
}

/** /agent-review: the application's state, the reviewer's reason, and what to do next. */
export function AgentReviewPage() {
  const t = useTranslations('AgentSignup');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const { state } = useApplication();

  return (
    <section className="agent-page" aria-labelledby="agent-review-title">
      <div className="agent-page__card">
        <h1 id="agent-review-title" className="auth-page__title">
          {t('review_title')}
        </h1>
        {state.status === 'loading' && <p role="status">{t('loading')}</p>}
        {(state.status === 'signed-out' || state.status === 'none') && (
          <p>
            {t(state.status === 'none' ? 'review_none' : 'review_signed_out')}{' '}
            <Link href="/agent-login">{t('sign_in')}</Link>
          </p>
        )}
        {state.status === 'failed' && <p role="alert">{errorText(state.error, tErrors('generic'))}</p>}
        {state.status === 'ready' && (
          <>
            <p className="agent-review__state" data-testid="application-state">
              <span className={`agent-status agent-status--${STATUS_KEYS[state.application.status]}`}>
                {t(`status_${STATUS_KEYS[state.application.status]}`)}
              </span>
            </p>
            <p>
              {state.application.status === AGENT_APPROVAL.PENDING && !state.application.submittedAt
                ? t('review_text_draft')
                : t(`review_text_${STATUS_KEYS[state.application.status]}`)}
            </p>
            {state.application.submittedAt && (
              <p className="agent-review__date">
                {t('submitted_on', { date: formatDate(state.application.submittedAt, locale) })}
              </p>
            )}
            {state.application.status === AGENT_APPROVAL.REJECTED && state.application.rejectionReason && (
              <div className="agent-review__reason">
                <h2 className="agent-review__reason-title">{t('review_reason')}</h2>
                <p dir="auto">{state.application.rejectionReason}</p>
              </div>
            )}
            <NextStep application={state.application} />
          </>
        )}
      </div>
    </section>
  );
}

export default AgentReviewPage;
