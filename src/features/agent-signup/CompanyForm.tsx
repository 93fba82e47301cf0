'use client';

import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ADDRESS_MAX, SIGNUP_NAME_MAX } from '@/lib/forms/rules';
import { FieldError, useFieldFeedback } from '@/components/forms/fieldFeedback';
import { FormAlert, TextField, useServerError } from '@/components/forms/FormParts';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { AgentApplication } from './api';
import { DraftSync, StepButtons } from './FormBits';
import { saveCompanyEndpoint } from './lazyEndpoints';
import { COMPANY_NAME_MAX, companySchema, type CompanyValues } from './rules';

export { companyValuesOf } from './applicationValues';

function AddressField({ label }: { label: string }) {
  const t = useTranslations('AgentSignup');
  const [field] = useField<string>('address');
  const { errorId, inputId, show, error } = useFieldFeedback('address');
  const countId = `${inputId}-count`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <textarea
        {...field}
        id={inputId}
        rows={3}
        maxLength={ADDRESS_MAX}
        className={`form-control${show ? ' is-invalid' : ''}`}
        autoComplete="street-address"
        aria-invalid={show || undefined}
        aria-describedby={[countId, show ? errorId : ''].filter(Boolean).join(' ')}
      />
      <div id={countId} className="form-text">
        {t('address_count', { count: field.value.length, max: ADDRESS_MAX })}
      </div>
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

function IataChoice() {
  const t = useTranslations('AgentSignup');
  const [field] = useField<string>('haveIata');
  const id = useId();
  return (
    <fieldset className="agent-apply__choice">
      <legend className="form-label">{t('have_iata')}</legend>
      {(['yes', 'no'] as const).map((value) => (
        <div className="form-check form-check-inline" key={value}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${value}`}
            name={field.name}
            value={value}
            checked={field.value === value}
            onChange={field.onChange}
          />
          <label className="form-check-label" htmlFor={`${id}-${value}`}>
            {t(value)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** Step 2: the company, saved on the server (and kept in the draft as it is typed). */
export function CompanyForm({
  initialValues,
  onSaved,
  onBack,
  submitLabel,
  keepDraft = true,
}: {
  initialValues: CompanyValues;
  onSaved: (application: AgentApplication) => void;
  onBack?: () => void;
  submitLabel?: string;
  keepDraft?: boolean;
}) {
  const t = useTranslations('AgentSignup');
  const saveCompany = useLazyMutation(saveCompanyEndpoint);
  const server = useServerError();
  return (
    <Formik<CompanyValues>
      initialValues={initialValues}
      validationSchema={companySchema}
      onSubmit={async (values) => {
        server.clear();
        try {
          const application = await saveCompany({
            companyName: values.companyName.trim(),
            pointOfContact: values.pointOfContact.trim(),
            address: values.address.trim(),
            haveIata: values.haveIata === 'yes',
            ...(values.haveIata === 'yes' ? { iataNumber: values.iataNumber.trim() } : {}),
          });
          onSaved(application);
        } catch (error) {
          server.show(error);
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="agent-apply__form">
          {keepDraft && <DraftSync />}
          <TextField
            name="companyName"
            label={t('company_name')}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
          />
          <TextField
            name="pointOfContact"
            label={t('point_of_contact')}
            autoComplete="name"
            maxLength={SIGNUP_NAME_MAX}
          />
          <AddressField label={t('address')} />
          <IataChoice />
          {values.haveIata === 'yes' && (
            <TextField name="iataNumber" label={t('iata_number')} placeholder="1234567" maxLength={8} />
          )}
          <StepButtons busy={isSubmitting} onBack={onBack} submitLabel={submitLabel} />
          <FormAlert message={server.message} />
        </Form>
      )}
    </Formik>
  );
}
