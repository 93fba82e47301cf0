'use client';

import { useState } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { EMAIL_PATTERN, emailCharactersRemoved, sanitiseEmailInput } from '@/lib/forms/rules';
import { FieldError, blurIfFilled, useFieldFeedback } from '@/components/forms/fieldFeedback';

export interface EmailFieldProps {
  name?: string;
  label: string;
}

/**
 * The popup's email input: plus signs and other characters are dropped as the user types (and the
 * field says which, never silently), the value is validated on change and on blur, and a tick shows
 * once it is a valid address.
 */
export function EmailField({ name = 'email', label }: EmailFieldProps) {
  const t = useTranslations('Auth');
  const [field, meta, helpers] = useField<string>(name);
  const { errorId, inputId, show, error } = useFieldFeedback(name, true);
  const valid = !meta.error && EMAIL_PATTERN.test(field.value);
  const validId = `${inputId}-valid`;
  const removedId = `${inputId}-removed`;
  const [removed, setRemoved] = useState<string[]>([]);
  const describedBy =
    [show ? errorId : valid ? validId : '', removed.length ? removedId : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        name={field.name}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        className={`form-control auth-field__email${show ? ' is-invalid' : valid ? ' is-valid' : ''}`}
        placeholder={t('email_placeholder')}
        value={field.value}
        aria-invalid={show || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const typed = event.target.value;
          const dropped = emailCharactersRemoved(typed);
          // The note stays until the field is emptied, so a character removed mid-word is seen.
          setRemoved((before) => (typed === '' ? [] : [...new Set([...before, ...dropped])]));
          void helpers.setValue(sanitiseEmailInput(typed), true);
        }}
        onBlur={blurIfFilled(field.onBlur)}
        data-testid="email-input"
      />
      {valid && (
        <span id={validId} className="visually-hidden" data-testid="email-valid">
          {t('email_is_valid')}
        </span>
      )}
      <div id={removedId} className="form-text" role="status" data-testid="email-removed">
        {removed.length > 0 && t('email_characters_removed', { characters: removed.join(' ') })}
      </div>
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

export default EmailField;
