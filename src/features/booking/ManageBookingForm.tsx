'use client';

import { useState } from 'react';
import { Form, Formik, useField } from 'formik';
import * as yup from 'yup';
import { REFERENCE_PATTERN } from './reference';
import { useTranslations } from 'next-intl';
import { FieldError, useFieldFeedback } from '@/components/forms/fieldFeedback';
import { useRouter } from '@/i18n/navigation';
import { rateLimitWait, toApiError } from '@/lib/api/errors';
import { EMAIL_PATTERN } from '@/lib/forms/rules';
import type { CaptchaAnswer } from '@/features/auth/api';
import { Captcha } from '@/components/forms/Captcha';
import { captchaToSend, isCaptchaSolved } from '@/components/forms/captchaAnswer';
import { EmailField } from '@/components/forms/EmailField';
import { SubmitButton } from '@/components/forms/FormParts';
import { saveBookingAccess } from '@/features/payment/bookingAccess';
import { useLazyMutation } from '@/store/lazyEndpoints';

/** Where a booking's detail page is, by its module type (flight 1, hotel 2). */
const DETAIL_PATHS: Record<number, string> = { 1: '/my-bookings/flights', 2: '/my-bookings/hotels' };

/** The API's answers to a refused code, and the texts they become (docs/bookings-contract.md). */
const CODE_REFUSALS: Record<string, 'code_wrong' | 'code_dead' | 'code_expired' | 'code_used'> = {
  'Wrong code. Please check the code in the e-mail and try again.': 'code_wrong',
  'Too many wrong codes. Request a new code.': 'code_dead',
  'This code has expired. Request a new code.': 'code_expired',
  'This code was already used. Request a new code.': 'code_used',
};

interface DetailsValues {
  reference: string;
  email: string;
  captcha: CaptchaAnswer | null;
}

const detailsSchema = yup.object({
  reference: yup
    .string()
    .trim()
    .required('enter_booking_reference')
    .matches(REFERENCE_PATTERN, 'enter_valid_booking_reference'),
  email: yup.string().trim().required('enter_email').matches(EMAIL_PATTERN, 'email_valid'),
  captcha: yup.mixed<CaptchaAnswer>().nullable().test('solved', 'i_am_not_robot', isCaptchaSolved),
});

const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required('enter_valid_otp')
    .matches(/^\d{6}$/, 'enter_valid_otp'),
});

function ReferenceField({ label, hint }: { label: string; hint: string }) {
  const [field] = useField<string>('reference');
  const { errorId, inputId, show, error } = useFieldFeedback('reference');
  const hintId = `${inputId}-hint`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        {...field}
        id={inputId}
        type="text"
        dir="ltr"
        maxLength={6}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className={`form-control manage-booking__reference${show ? ' is-invalid' : ''}`}
        aria-invalid={show || undefined}
        aria-describedby={show ? `${hintId} ${errorId}` : hintId}
      />
      <div id={hintId} className="form-text">
        {hint}
      </div>
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

function CodeField({ label }: { label: string }) {
  const [field] = useField<string>('code');
  const { errorId, inputId, show, error } = useFieldFeedback('code');
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        {...field}
        id={inputId}
        type="text"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={`form-control manage-booking__code${show ? ' is-invalid' : ''}`}
        aria-invalid={show || undefined}
        aria-describedby={show ? errorId : undefined}
      />
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

/**
 * Manage booking: the booking reference and e-mail with the club's captcha → a code by e-mail →
 * the booking's detail page, opened for a short session in this tab. Whatever was typed stays when
 * a call fails, and when the guest goes back to change the reference or e-mail.
 */
// The endpoints' module (and RTK Query with it, about 14 kB gzip) loads with the first submit, not
// with the page (tests/firstLoadImports.test.ts).
const requestManageCodeEndpoint = () =>
  import('./bookingsApi').then(({ bookingsApi }) => bookingsApi.endpoints.requestManageCode);
const openManageSessionEndpoint = () =>
  import('./bookingsApi').then(({ bookingsApi }) => bookingsApi.endpoints.openManageSession);

export function ManageBookingForm({ initialReference = '' }: { initialReference?: string } = {}) {
  const t = useTranslations('manageBooking');
  const tErrors = useTranslations('Errors');
  const requestManageCode = useLazyMutation(requestManageCodeEndpoint);
  const openManageSession = useLazyMutation(openManageSessionEndpoint);
  const router = useRouter();
  // A confirmation's "Manage booking" link brings its reference; the e-mail is never in a URL.
  const [details, setDetails] = useState({ reference: initialReference, email: '' });
  const [ticket, setTicket] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const failureText = (error: unknown, refusals: Record<string, string> = {}) => {
    const apiError = toApiError(error);
    const wait = rateLimitWait(error);
    if (wait) return tErrors('rate_limited', { unit: wait.unit, count: wait.count });
    if (apiError.status === 429) return t('too_many');
    if (apiError.status === 0) return tErrors('network');
    const refused = apiError.serverMessage ? refusals[apiError.serverMessage] : undefined;
    if (refused) return t(refused);
    return tErrors('generic');
  };

  const alert = failure && (
    <p className="alert alert-danger manage-booking__failure" role="alert">
      {failure}
    </p>
  );

  if (ticket === null) {
    return (
      <Formik<DetailsValues>
        key="details"
        initialValues={{ ...details, captcha: null }}
        validationSchema={detailsSchema}
        onSubmit={async (values, helpers) => {
          const entered = { reference: values.reference.trim().toUpperCase(), email: values.email.trim() };
          setFailure(null);
          try {
            const answer = await requestManageCode({
              ...entered,
              captcha: captchaToSend(values.captcha),
            });
            setDetails(entered);
            setTicket(answer.ticket);
          } catch (error) {
            // The form checks everything else first: a refusal (400) is the captcha's.
            setFailure(toApiError(error).status === 400 ? t('captcha_failed') : failureText(error));
            await helpers.setFieldValue('captcha', null, false);
            // A captcha answer works once: the next attempt needs a fresh challenge.
            setCaptchaRound((round) => round + 1);
          }
        }}
      >
        {({ isSubmitting, setFieldValue, errors, submitCount, values }) => (
          <Form noValidate className="manage-booking__form" aria-label={t('title')}>
            <ReferenceField label={t('reference')} hint={t('reference_hint')} />
            <EmailField name="email" label={t('email')} />
            <Captcha
              key={captchaRound}
              onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
              error={submitCount > 0 ? errors.captcha : undefined}
              email={values.email}
            />
            {alert}
            <SubmitButton busy={isSubmitting}>{t('send_code')}</SubmitButton>
          </Form>
        )}
      </Formik>
    );
  }

  const startAgain = () => {
    setFailure(null);
    setTicket(null);
    setCaptchaRound((round) => round + 1);
  };

  return (
    <Formik<{ code: string }>
      key={ticket}
      initialValues={{ code: '' }}
      validationSchema={codeSchema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          const session = await openManageSession({ ticket, code: values.code.trim() });
          const detailPath = DETAIL_PATHS[session.moduleType];
          if (!detailPath) {
            setFailure(t('not_supported'));
            return;
          }
          saveBookingAccess(session.bookingId, session.accessToken);
          router.push(`${detailPath}/${session.bookingId}`);
        } catch (error) {
          setFailure(failureText(error, CODE_REFUSALS));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="manage-booking__form" aria-label={t('title')}>
          <p className="manage-booking__sent" role="status">
            {t.rich('code_sent', {
              address: details.email,
              email: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
            })}
          </p>
          <CodeField label={t('code')} />
          {alert}
          <SubmitButton busy={isSubmitting}>{t('open_booking')}</SubmitButton>
          <button type="button" className="btn btn-link manage-booking__again" onClick={startAgain}>
            {t('start_again')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
