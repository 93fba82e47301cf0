'use client';

import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';

/**
 * Text and select fields bound to Formik, shared by the booking and payment forms. Validation messages are full translation keys
 * (`Validation.valid_dob`, `Payment.card_number_required`), shown once a field is touched.
 */

export function useFieldError(name: string) {
  const [, meta] = useField<string>(name);
  const t = useTranslations();
  const id = useId();
  const show = Boolean(meta.error) && meta.touched;
  return {
    show,
    message: show && meta.error ? t(meta.error) : null,
    errorId: `${id}-error`,
    inputId: `${id}-input`,
  };
}

export function ErrorText({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>;

export interface TextInputProps extends InputProps {
  name: string;
  label: string;
  /** Rewrites what is typed (digits only, card groups). */
  format?: (value: string) => string;
  testId?: string;
  hint?: ReactNode;
}

export function TextInput({ name, label, format, testId, hint, className, ...rest }: TextInputProps) {
  const [field, , helpers] = useField<string>(name);
  const { show, message, errorId, inputId } = useFieldError(name);
  const hintId = `${inputId}-hint`;
  const described = [show ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkout-field ${className ?? ''}`}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        name={name}
        value={field.value ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          void helpers.setValue(format ? format(event.target.value) : event.target.value)
        }
        onBlur={field.onBlur}
        className={`form-control${show ? ' is-invalid' : ''}`}
        aria-invalid={show || undefined}
        aria-describedby={described}
        data-testid={testId}
      />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <ErrorText id={errorId} message={message} />
    </div>
  );
}

export interface SelectInputProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  testId?: string;
  className?: string;
  autoComplete?: string;
}

export function SelectInput({
  name,
  label,
  options,
  placeholder,
  testId,
  className,
  autoComplete,
}: SelectInputProps) {
  const [field] = useField<string>(name);
  const { show, message, errorId, inputId } = useFieldError(name);
  return (
    <div className={`checkout-field ${className ?? ''}`}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <select
        {...field}
        value={field.value ?? ''}
        id={inputId}
        autoComplete={autoComplete}
        className={`form-select${show ? ' is-invalid' : ''}`}
        aria-invalid={show || undefined}
        aria-describedby={show ? errorId : undefined}
        data-testid={testId}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} message={message} />
    </div>
  );
}
