'use client';

import { useState } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { POPUP_PASSWORD_MAX, passwordInputChanges, sanitisePasswordInput } from '@/lib/forms/rules';
import { FieldError, blurIfFilled, useFieldFeedback } from '@/components/forms/fieldFeedback';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  hint?: string;
  testId?: string;
}

/**
 * The popup's password input: whitespace and disallowed characters are dropped, at most 15
 * characters, and a show/hide toggle (a pressed button, its name constant). A dropped character or
 * a cut paste is said, never silent: no `maxLength`, which would cut a paste without a word.
 */
export function PasswordField({ name, label, autoComplete, placeholder, hint, testId }: PasswordFieldProps) {
  const t = useTranslations('Auth');
  const [field, , helpers] = useField<string>(name);
  const { errorId, inputId, show, error } = useFieldFeedback(name);
  const [visible, setVisible] = useState(false);
  const [changes, setChanges] = useState({ dropped: false, cut: false });
  const hintId = `${inputId}-hint`;
  const changedId = `${inputId}-changed`;
  const changed = changes.dropped || changes.cut;
  const describedBy =
    [hint ? hintId : '', changed ? changedId : '', show ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className="auth-field__password">
        <input
          id={inputId}
          name={field.name}
          type={visible ? 'text' : 'password'}
          className={`form-control${show ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={field.value}
          aria-invalid={show || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.target.value;
            const now = passwordInputChanges(typed);
            setChanges((before) =>
              typed === '' ? now : { dropped: before.dropped || now.dropped, cut: before.cut || now.cut },
            );
            void helpers.setValue(sanitisePasswordInput(typed), true);
          }}
          onBlur={blurIfFilled(field.onBlur)}
          data-testid={testId}
        />
        <button
          type="button"
          className="auth-field__toggle"
          aria-label={t('show_password')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <div
        id={changedId}
        className="form-text"
        role="status"
        data-testid={testId ? `${testId}-changed` : undefined}
      >
        {changes.dropped && <span className="d-block">{t('password_characters_removed')}</span>}
        {changes.cut && <span className="d-block">{t('password_cut', { max: POPUP_PASSWORD_MAX })}</span>}
      </div>
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

export default PasswordField;
