'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { errorText } from '@/lib/api/errors';
import { Ltr } from '@/components/text/Ltr';
import { FormAlert, useServerError } from '@/components/forms/FormParts';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { AGENT_APPROVAL, type AgentApplication } from './api';
import { BrandingForm } from './BrandingForm';
import { CompanyForm, companyValuesOf } from './CompanyForm';
import { DocumentsForm, hasTradeLicence } from './DocumentsForm';
import { emptyDraft } from './draftSlice';
import { submitEndpoint } from './lazyEndpoints';
import { PersonEditForm } from './PersonEditForm';
import { useApplication } from './useApplication';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="agent-details__row">
      <dt>{label}</dt>
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

function phone(code: string | null, number: string | null) {
  return code && number ? <Ltr>{`${code} ${number}`}</Ltr> : null;
}

/** The submitted details as a list (read-only: in review, or approved). */
function Summary({ application }: { application: AgentApplication }) {
  const t = useTranslations('AgentSignup');
  const { person, company, branding } = application;
  return (
    <dl className="agent-details__list">
      <Row label={t('first_name')}>{person.firstName}</Row>
      <Row label={t('last_name')}>{person.lastName}</Row>
      <Row label={t('email')}>
        <Ltr>{person.email}</Ltr>
      </Row>
      <Row label={t('primary_phone')}>{phone(person.phoneCountryCode, person.phoneNumber)}</Row>
      {person.secondaryPhoneNumber && (
        <Row label={t('secondary_phone')}>
          {phone(person.secondaryPhoneCountryCode, person.secondaryPhoneNumber)}
        </Row>
      )}
      {company && (
        <>
          <Row label={t('company_name')}>{company.companyName}</Row>
          <Row label={t('point_of_contact')}>{company.pointOfContact}</Row>
          <Row label={t('address')}>{company.address}</Row>
          <Row label={t('iata_number')}>{company.iataNumber ? <Ltr>{company.iataNumber}</Ltr> : t('no')}</Row>
        </>
      )}
      {branding.primaryColor && (
        <Row label={t('primary_color')}>
          <Ltr>{branding.primaryColor}</Ltr>
        </Row>
      )}
      {branding.secondaryColor && (
        <Row label={t('secondary_color')}>
          <Ltr>{branding.secondaryColor}</Ltr>
        </Row>
      )}
    </dl>
  );
}

/** The application while it can be changed: each save's answer is the application shown (useApplication). */
function Editable({ application }: { application: AgentApplication }) {
  const t = useTranslations('AgentSignup');
  const submitApplication = useLazyMutation(submitEndpoint);
  const router = useRouter();
  const server = useServerError();
  const [saved, setSaved] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const canSubmit =
    application.status === AGENT_APPROVAL.REJECTED ||
    (application.status === AGENT_APPROVAL.PENDING && !application.submittedAt);

  const onSaved = () => setSaved(t('saved'));

  return (
    <>
      <p role="status" className="agent-details__saved">
        {saved}
      </p>
      <h2 className="agent-details__section">{t('step_person')}</h2>
      <PersonEditForm application={application} onSaved={onSaved} submitLabel={t('save')} />
      <h2 className="agent-details__section">{t('step_company')}</h2>
      <CompanyForm
        initialValues={companyValuesOf(application, emptyDraft)}
        onSaved={onSaved}
        submitLabel={t('save')}
        keepDraft={false}
      />
      <h2 className="agent-details__section">{t('step_branding')}</h2>
      <BrandingForm
        application={application}
        initialColours={{ primaryColor: '', secondaryColor: '' }}
        onSaved={onSaved}
        submitLabel={t('save')}
        keepDraft={false}
      />
      <h2 className="agent-details__section">{t('step_documents')}</h2>
      <DocumentsForm application={application} />
      {canSubmit && (
        <div className="agent-apply__buttons">
          <button
            type="button"
            className="btn btn-primary agent-apply__next"
            disabled={submitting || !hasTradeLicence(application.documents)}
            onClick={async () => {
              server.clear();
              setSubmitting(true);
              try {
                await submitApplication();
                router.push('/agent-login/thank-you');
              } catch (error) {
                server.show(error);
                setSubmitting(false);
              }
            }}
          >
            {application.status === AGENT_APPROVAL.REJECTED ? t('resubmit') : t('submit')}
          </button>
        </div>
      )}
      <FormAlert message={server.message} />
    </>
  );
}

/**
 * /agent-login/details: the applicant's details and documents, editable while PENDING or after
 * REJECTED (then submitted again), read-only while IN_REVIEW (and once approved).
 */
export function ApplicationDetailsPage() {
  const t = useTranslations('AgentSignup');
  const tErrors = useTranslations('Errors');
  const { state } = useApplication();
  return (
    <section className="agent-page" aria-labelledby="agent-details-title">
      <div className="agent-page__card agent-page__card--wide">
        <h1 id="agent-details-title" className="auth-page__title">
          {t('details_title')}
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
            {state.application.status === AGENT_APPROVAL.REJECTED && state.application.rejectionReason && (
              <div className="agent-review__reason">
                <h2 className="agent-review__reason-title">{t('review_reason')}</h2>
                <p dir="auto">{state.application.rejectionReason}</p>
              </div>
            )}
            {state.application.editable ? (
              <Editable application={state.application} />
            ) : (
              <>
                <Summary application={state.application} />
                <p className="agent-details__readonly">
                  {t(
                    state.application.status === AGENT_APPROVAL.IN_REVIEW
                      ? 'details_in_review'
                      : 'details_approved',
                  )}
                </p>
                <DocumentsForm application={state.application} readOnly />
              </>
            )}
            <p>
              <Link href="/agent-review">{t('thanks_status')}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export default ApplicationDetailsPage;
