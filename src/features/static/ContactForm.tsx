'use client';

import { useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useAppContext } from '@/lib/app/AppContext';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { Captcha } from '@/components/forms/Captcha';
import { EmailField } from '@/components/forms/EmailField';
import { FieldError, useFieldFeedback } from '@/components/forms/fieldFeedback';
import { SubmitButton, TextField } from '@/components/forms/FormParts';
import { PhoneField } from '@/components/forms/PhoneField';
import { errorText, rateLimitWait, toApiError } from '@/lib/api/errors';
import { useAppSelector } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { selectCountry } from '@/store/preferencesSlice';
import { CONTACT_MAX, contactSchema, toContactBody, type ContactValues } from './contactSchema';

function MessageField({ label }: { label: string }) {
  const [field] = useField<string>('message');
  const { errorId, inputId, show, error } = useFieldFeedback('message');
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <textarea
        {...field}
        onBlur={(event) => {
          if (event.target.value !== '') field.onBlur(event);
        }}
        id={inputId}
        rows={6}
        maxLength={CONTACT_MAX.message}
        className={`form-control${show ? ' is-invalid' : ''}`}
        aria-invalid={show || undefined}
        aria-describedby={show ? errorId : undefined}
        data-testid="contact-message"
      />
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

/** The form's endpoint comes when it is first sent, not with the contact page. */
const sendContactEndpoint = () =>
  import('./contactEndpoints').then(({ contactEndpoints }) => contactEndpoints.endpoints.sendContactMessage);

/**
 * The contact-us form: name, email, mobile (the country picker of the sign-up form), subject,
 * message and the club's captcha. Success and failure are toasted; on failure everything typed
 * stays, only the captcha (used up by the attempt) is asked for again.
 */
export function ContactForm({ subject = '' }: { subject?: string }) {
  const t = useTranslations('Contact');
  const tErrors = useTranslations('Errors');
  const { club } = useAppContext();
  const sendContactMessage = useLazyMutation(sendContactEndpoint);
  const country = useAppSelector(selectCountry);
  const [captchaRound, setCaptchaRound] = useState(0);

  const initialValues: ContactValues = {
    fullName: '',
    email: '',
    phoneCountry: (country ?? club.defaultCountryCode).toUpperCase(),
    phoneCountryCode: '',
    phoneNo: '',
    subject,
    message: '',
    captcha: null,
  };

  return (
    <Formik<ContactValues>
      initialValues={initialValues}
      validationSchema={contactSchema}
      onSubmit={async (values, helpers) => {
        try {
          await sendContactMessage(toContactBody(values, values.captcha!));
          void toastSuccess(t('sent'));
          helpers.resetForm({ values: { ...initialValues, phoneCountry: values.phoneCountry } });
        } catch (error) {
          const wait = rateLimitWait(error);
          if (wait) void toastError(tErrors('rate_limited', { unit: wait.unit, count: wait.count }));
          else if (toApiError(error).status === 429) void toastError(t('too_many'));
          else if (toApiError(error).status === 0) void toastError(tErrors('network'));
          else void toastError(errorText(error, tErrors('generic')));
          await helpers.setFieldValue('captcha', null, false);
        } finally {
          // A captcha answer works once: the next attempt needs a fresh challenge.
          setCaptchaRound((round) => round + 1);
        }
      }}
    >
      {({ isSubmitting, setFieldValue, errors, submitCount }) => (
        <Form noValidate className="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-form__title">
            {t('form_title')}
          </h2>
          <div className="contact-form__grid">
            <TextField
              name="fullName"
              label={t('full_name')}
              autoComplete="name"
              maxLength={CONTACT_MAX.fullName}
              testId="contact-full-name"
            />
            <EmailField name="email" label={t('email')} />
          </div>
          <PhoneField
            countryName="phoneCountry"
            codeName="phoneCountryCode"
            numberName="phoneNo"
            label={t('mobile')}
          />
          <TextField
            name="subject"
            label={t('subject')}
            maxLength={CONTACT_MAX.subject}
            testId="contact-subject"
          />
          <MessageField label={t('message')} />
          <Captcha
            key={captchaRound}
            onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
            error={submitCount > 0 ? errors.captcha : undefined}
          />
          <SubmitButton busy={isSubmitting} testId="contact-submit">
            {t('submit')}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

export default ContactForm;
