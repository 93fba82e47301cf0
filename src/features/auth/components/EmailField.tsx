'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { EMAIL_PATTERN, sanitiseEmailInput } from '@/lib/forms/rules';
import { FieldError, blurIfFilled, useFieldFeedback } from '@/components/forms/fieldFeedback';

export interface EmailFieldProps {
  name?: string;
  label: string;
}

/**
 * The popup's email input: plus signs and other characters are dropped as the user types, the value
 * is validated on change and on blur, and a tick shows once it is a valid address.
 */
export function EmailField({ name = 'email', label }: EmailFieldProps) {
  const t = useTranslations('Auth');
  const [field, meta, helpers] = useField<string>(name);
  const { errorId, inputId, show, error } = useFieldFeedback(name, true);
  const valid = !meta.error && EMAIL_PATTERN.test(field.value);
  const validId = `${inputId}-valid`;
  const describedBy = show ? errorId : valid ? validId : undefined;

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
        onChange={(event) => void helpers.setValue(sanitiseEmailInput(event.target.value), true)}
        onBlur={blurIfFilled(field.onBlur)}
        data-testid="email-input"
      />
      {valid && (
        <span id={validId} className="visually-hidden" data-testid="email-valid">
          {t('email_is_valid')}
        </span>
      )}
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

export default EmailField;
