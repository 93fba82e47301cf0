'use client';

import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError, useFieldFeedback } from './fieldFeedback';

/**
 * Text and select fields bound to Formik, shared by the booking and payment forms. Validation messages are full translation keys
 * (`Validation.valid_dob`, `Payment.card_number_required`), shown once a field is touched, with the
 * form kit's one error convention (`useFieldFeedback` and `FieldError`, ./fieldFeedback).
 */

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
  const { show, error, errorId, inputId } = useFieldFeedback(name);
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
      <FieldError id={errorId} error={show ? error : undefined} />
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
  const { show, error, errorId, inputId } = useFieldFeedback(name);
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
      <FieldError id={errorId} error={show ? error : undefined} />
    </div>
  );
}
