'use client';

/**
 * The parts every form of the site shares beside its fields: the failure line under the form and
 * the one convention for a failed call's text (useServerError), the submit button, a text field.
 */

import { useState, type ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { errorDetail, errorText, knownFieldError, rateLimitWait, toApiError } from '@/lib/api/errors';
import { blurIfFilled, FieldError, useFieldFeedback } from './fieldFeedback';

/** The server's answer to a failed call, shown under the form (spec section 8). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="auth-step__alert" role="alert">
      {message && <p className="auth-step__alert-text">{message}</p>}
    </div>
  );
}

/** The club API's answer to a code request without a valid flow ticket (docs/auth-contract.md). */
const TICKET_REFUSED = 'Please start again and confirm you are not a robot.';

/**
 * The refusals the API names (the envelope's `error.code`, docs/auth-contract.md) and their `Auth`
 * keys: the one-time code's, the captcha's and a wrong password's. A wrong code says the tries left.
 */
const KNOWN_REFUSALS = {
  otp_dead: 'otp_dead',
  otp_expired: 'otp_expired',
  otp_used: 'otp_used',
  otp_none: 'otp_none',
  otp_nothing_to_resend: 'otp_nothing_to_resend',
  captcha_missing: 'captcha_missing',
  captcha_failed: 'captcha_failed',
  captcha_used: 'captcha_used',
  captcha_unconfigured: 'captcha_unavailable',
  login_wrong_credentials: 'wrong_credentials',
} as const;
const isKnownRefusal = (code: string): code is keyof typeof KNOWN_REFUSALS =>
  Object.hasOwn(KNOWN_REFUSALS, code);

/** The translated text of a refusal the API named, else null (the message stands). */
function refusalText(error: unknown, tAuth: ReturnType<typeof useTranslations<'Auth'>>): string | null {
  const detail = errorDetail(error);
  if (!detail) return null;
  if (detail.code === 'otp_wrong_code' && detail.triesLeft !== null)
    return tAuth('otp_wrong_code', { count: detail.triesLeft });
  return isKnownRefusal(detail.code) ? tAuth(KNOWN_REFUSALS[detail.code]) : null;
}

/**
 * Holds the text of the last failed call: a translated text for the answers the popup knows (limits,
 * the captcha the login asks for, a refused ticket, a refusal the API names), else the server's message,
 * else a fallback.
 */
export function useServerError() {
  const tErrors = useTranslations('Errors');
  const tAuth = useTranslations('Auth');
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    show(error: unknown) {
      const apiError = toApiError(error);
      const wait = rateLimitWait(error);
      const known = knownFieldError(error);
      const refusal = refusalText(error, tAuth);
      if (known) setMessage(tErrors(known.key));
      else if (refusal) setMessage(refusal);
      else if (wait) setMessage(tErrors('rate_limited', { unit: wait.unit, count: wait.count }));
      else if (apiError.status === 429) setMessage(tAuth('too_many_attempts'));
      else if (apiError.status === 428) setMessage(tAuth('captcha_required'));
      else if (apiError.status === 400 && apiError.serverMessage === TICKET_REFUSED)
        setMessage(tAuth('start_again'));
      else if (apiError.status === 0 && !apiError.serverMessage) setMessage(tErrors('network'));
      else setMessage(errorText(error, tErrors('generic')));
    },
    showText(text: string) {
      setMessage(text);
    },
    clear() {
      setMessage(null);
    },
  };
}

export function SubmitButton({
  busy,
  children,
  testId,
}: {
  busy: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-100 auth-step__submit"
      disabled={busy}
      data-testid={testId}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  testId?: string;
}

/** A plain text input bound to a Formik field, with its error under it. */
export function TextField({ name, label, placeholder, autoComplete, maxLength, testId }: TextFieldProps) {
  const [field] = useField<string>(name);
  const { errorId, inputId, show, error } = useFieldFeedback(name);
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        {...field}
        onBlur={blurIfFilled(field.onBlur)}
        id={inputId}
        type="text"
        className={`form-control${show ? ' is-invalid' : ''}`}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={show || undefined}
        aria-describedby={show ? errorId : undefined}
        data-testid={testId}
      />
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}
