'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { USER_TYPE } from '@/lib/session/user';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { fetchLazyQuery, SKIP, useLazyMutation, useLazyQuery } from '@/store/lazyEndpoints';
import { selectRehydrated } from '@/store/makeStore';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { FormAlert, useServerError } from '@/components/forms/FormParts';
import { useSessionActions } from '@/features/auth/useSession';
import type { AgentApplication } from './api';
import { companyValuesOf, hasTradeLicence } from './applicationValues';
import { draftCleared, draftStepReached, selectDraft, SIGNUP_STEPS, type SignupStep } from './draftSlice';
import { applicationEndpoint, submitEndpoint } from './lazyEndpoints';
import { PersonForm } from './PersonForm';
import { resumeView, type ApplyView } from './resume';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The page opens on the first step (the person); the e-mail check and the later steps come with
// their own code, which starts loading once the page is idle, so a step is there when it is reached
// and the page's first-load JavaScript carries only the step it shows (docs/performance.md).
const loadVerifyEmail = () => import('./VerifyEmail');
const loadCompanyForm = () => import('./CompanyForm');
const loadBrandingForm = () => import('./BrandingForm');
const loadDocumentsForm = () => import('./DocumentsForm');
const VerifyEmail = dynamic(() => loadWhenOnline(() => loadVerifyEmail().then((m) => m.VerifyEmail)));
const CompanyForm = dynamic(() => loadWhenOnline(() => loadCompanyForm().then((m) => m.CompanyForm)));
const BrandingForm = dynamic(() => loadWhenOnline(() => loadBrandingForm().then((m) => m.BrandingForm)));
const DocumentsForm = dynamic(() => loadWhenOnline(() => loadDocumentsForm().then((m) => m.DocumentsForm)));

/** Loads the later steps' code when the browser has nothing else to do. */
function usePreloadedSteps() {
  useEffect(() => {
    const preload = () => {
      for (const load of [loadVerifyEmail, loadCompanyForm, loadBrandingForm, loadDocumentsForm])
        void load().catch(() => undefined); // loaded again, with its error, when the step shows
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

export const THANK_YOU_PATH = '/agent-login/thank-you';
const STEP_NAMES = { 1: 'step_person', 2: 'step_company', 3: 'step_branding', 4: 'step_documents' } as const;

/** The four steps as a list: done, current (aria-current) or to come. */
function Progress({ current }: { current: SignupStep }) {
  const t = useTranslations('AgentSignup');
  return (
    <nav aria-label={t('progress_label')} className="agent-progress">
      <ol className="agent-progress__list">
        {SIGNUP_STEPS.map((step) => {
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`agent-progress__step agent-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="agent-progress__number" aria-hidden="true">
                {step}
              </span>
              <span className="agent-progress__name">
                {t(STEP_NAMES[step])}
                {state === 'done' && <span className="visually-hidden"> {t('step_done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="agent-progress__text">{t('step_of', { current, total: SIGNUP_STEPS.length })}</p>
    </nav>
  );
}

/** A guest's first view before the stored draft is back: the person, as the server rendered it. */
const GUEST_START: ApplyView = { kind: 'step', step: 1 };

/**
 * Applying as a travel agent: the person (which creates the account), the e-mail's code, the
 * company, branding, documents, then submit. The draft is kept as the applicant types, and a
 * reload or a later visit resumes where they stopped (resume.ts). The page opens on the first step,
 * as a guest sees it (the server renders it, reading no cookie), the draft's fields filled in once
 * the stored state is back; a signed-in applicant then moves on to where their application says.
 * Opened after the stored state is back (a client navigation), it shows a loading line until then.
 */
export function ApplyForm({ onSignIn }: { onSignIn: () => void }) {
  const t = useTranslations('AgentSignup');
  const store = useAppStore();
  const submitApplication = useLazyMutation(submitEndpoint);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { completeLogin } = useSessionActions();
  const draft = useAppSelector(selectDraft);
  const rehydrated = useAppSelector(selectRehydrated);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const server = useServerError();
  const [application, setApplication] = useState<AgentApplication | null>(null);
  // Before the stored state is back (the server's render and hydration) the first step shows at once.
  const [view, setView] = useState<ApplyView | null>(() => (rehydrated ? null : GUEST_START));
  const [resumed, setResumed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const applicant = isLoggedIn && user?.userType === USER_TYPE.AGENT;
  usePreloadedSteps();

  // Once the stored state is back: resume from the application (read if signed in as an applicant).
  const resuming = rehydrated && !resumed;
  const read = useLazyQuery(applicationEndpoint, resuming && applicant && user ? user.id : SKIP);
  const settled = !applicant || (!read.isFetching && (read.isError || read.currentData !== undefined));
  if (resuming && settled) {
    // Resumes once, as this render learns the read is settled; later changes of the draft are the form's own.
    if (applicant && read.isError) server.show(read.error);
    const found = (applicant && read.currentData) || null;
    setApplication(found);
    // A guest who already went on (the account is created) is not sent back.
    setView((current) => (current && current !== GUEST_START ? current : resumeView(draft.step, found)));
    setResumed(true);
  }

  useEffect(() => {
    if (view?.kind === 'review') router.replace('/agent-review');
  }, [view, router]);

  const goTo = useCallback(
    (step: SignupStep) => {
      dispatch(draftStepReached(step));
      setView({ kind: 'step', step });
      headingRef.current?.focus();
    },
    [dispatch],
  );

  const submit = async () => {
    server.clear();
    setSubmitting(true);
    try {
      await submitApplication();
      dispatch(draftCleared());
      router.push(THANK_YOU_PATH);
    } catch (error) {
      server.show(error);
      setSubmitting(false);
    }
  };

  if (!view || view.kind === 'review') {
    return (
      <p className="agent-apply__loading" role="status">
        {t('loading')}
      </p>
    );
  }

  const step: SignupStep = view.kind === 'verify' ? 1 : view.step;
  const email = application?.person.email ?? draft.email;

  return (
    <div className="agent-apply">
      <Progress current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="agent-apply__step-title">
        {view.kind === 'verify' ? t('verify_title') : t(STEP_NAMES[step])}
      </h2>
      {view.kind === 'verify' ? (
        <VerifyEmail
          email={email}
          onVerified={async (token) => {
            await completeLogin(token);
            const fresh = await fetchLazyQuery(
              store,
              applicationEndpoint,
              store.getState().session.user?.id ?? 0,
            );
            setApplication(fresh);
            goTo(2);
          }}
        />
      ) : step === 1 ? (
        <>
          {draft.step > 1 && !applicant && (
            <p className="agent-apply__notice">
              {t('already_started')}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={onSignIn}>
                {t('sign_in_to_continue')}
              </button>
            </p>
          )}
          <PersonForm
            draft={draft}
            draftRestored={resumed}
            onCreated={async (created) => {
              await completeLogin(created.token);
              setApplication(created.application);
              dispatch(draftStepReached(2));
              setView({ kind: 'verify' });
            }}
          />
        </>
      ) : step === 2 && application ? (
        <CompanyForm
          initialValues={companyValuesOf(application, draft)}
          onSaved={(saved) => {
            setApplication(saved);
            goTo(3);
          }}
        />
      ) : step === 3 && application ? (
        <BrandingForm
          application={application}
          initialColours={draft}
          onSaved={(saved) => {
            setApplication(saved);
            goTo(4);
          }}
          onBack={() => goTo(2)}
        />
      ) : application ? (
        <>
          <DocumentsForm application={application} onChanged={setApplication} />
          <div className="agent-apply__buttons">
            <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(3)}>
              {t('back')}
            </button>
            <button
              type="button"
              className="btn btn-primary agent-apply__next"
              disabled={submitting || !hasTradeLicence(application.documents)}
              aria-describedby={hasTradeLicence(application.documents) ? undefined : 'agent-apply-needs'}
              onClick={() => void submit()}
            >
              {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('submit')}
            </button>
          </div>
          {!hasTradeLicence(application.documents) && (
            <p id="agent-apply-needs" className="form-text">
              {t('trade_licence_needed')}
            </p>
          )}
        </>
      ) : null}
      <FormAlert message={server.message} />
    </div>
  );
}
