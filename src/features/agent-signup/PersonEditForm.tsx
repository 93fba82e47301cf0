'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { SIGNUP_NAME_MAX } from '@/lib/forms/rules';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';
import { PhoneField } from '@/components/forms/PhoneField';
import { FormAlert, TextField, useServerError } from '@/components/forms/FormParts';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { AgentApplication } from './api';
import { StepButtons } from './FormBits';
import { savePersonEndpoint } from './lazyEndpoints';
import { secondaryPhoneOf } from './PersonForm';
import { personEditSchema } from './rules';

interface PersonEditValues {
  firstName: string;
  lastName: string;
  phoneCountry: string;
  phoneCountryCode: string;
  phoneNumber: string;
  secondaryPhoneCountry: string;
  secondaryPhoneCountryCode: string;
  secondaryPhoneNumber: string;
}

/**
 * The applicant's names and phones on the details page (the e-mail and password are not changed
 * here). The phone pickers need a country: the first one with the stored calling code.
 */
export function PersonEditForm({
  application,
  onSaved,
  submitLabel,
}: {
  application: AgentApplication;
  onSaved: (application: AgentApplication) => void;
  submitLabel: string;
}) {
  const t = useTranslations('AgentSignup');
  const savePerson = useLazyMutation(savePersonEndpoint);
  const server = useServerError();
  const tAuth = useTranslations('Auth');
  const { countries, status, retry } = usePhoneCountries();
  // The form opens on the application's own calling codes, so it waits for the list; a list that
  // failed says so and offers to ask again rather than "Loading…" for ever.
  if (status === 'failed') {
    return (
      <p role="alert">
        {tAuth('countries_failed')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={retry}>
          {tAuth('retry')}
        </button>
      </p>
    );
  }
  if (status !== 'ready') return <p role="status">{t('loading')}</p>;
  const { person } = application;
  const countryOf = (code: string | null) => countries.find((c) => c.callingCode === code)?.alpha2 ?? '';
  const initialValues: PersonEditValues = {
    firstName: person.firstName,
    lastName: person.lastName,
    phoneCountry: countryOf(person.phoneCountryCode),
    phoneCountryCode: person.phoneCountryCode,
    phoneNumber: person.phoneNumber,
    secondaryPhoneCountry: countryOf(person.secondaryPhoneCountryCode ?? person.phoneCountryCode),
    secondaryPhoneCountryCode: person.secondaryPhoneCountryCode ?? '',
    secondaryPhoneNumber: person.secondaryPhoneNumber ?? '',
  };
  return (
    <Formik<PersonEditValues>
      initialValues={initialValues}
      validationSchema={personEditSchema}
      onSubmit={async (values) => {
        server.clear();
        try {
          onSaved(
            await savePerson({
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              phoneCountryCode: values.phoneCountryCode,
              phoneNumber: values.phoneNumber,
              ...secondaryPhoneOf(values),
            }),
          );
        } catch (error) {
          server.show(error);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="agent-apply__form">
          <div className="agent-apply__row">
            <TextField
              name="firstName"
              label={t('first_name')}
              autoComplete="given-name"
              maxLength={SIGNUP_NAME_MAX}
            />
            <TextField
              name="lastName"
              label={t('last_name')}
              autoComplete="family-name"
              maxLength={SIGNUP_NAME_MAX}
            />
          </div>
          <PhoneField label={t('primary_phone')} />
          <PhoneField
            label={t('secondary_phone')}
            countryName="secondaryPhoneCountry"
            codeName="secondaryPhoneCountryCode"
            numberName="secondaryPhoneNumber"
          />
          <StepButtons busy={isSubmitting} submitLabel={submitLabel} />
          <FormAlert message={server.message} />
        </Form>
      )}
    </Formik>
  );
}
