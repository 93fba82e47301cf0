'use client';

import { useRef, type InputHTMLAttributes, type RefObject } from 'react';
import { useTranslations } from 'next-intl';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The input's id: the field's own <label htmlFor> names it. */
  id: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  invalid?: boolean;
}

/**
 * A file input that speaks the page's language. The browser's own control labels itself ("Choose
 * File", "No file chosen") in the browser's language, whatever the page's: here the native input
 * stays (focusable, named by the field's label, opened by Enter or Space) but is visually hidden,
 * and a translated button-like face stands in for it.
 */
export function FileInput({ id, inputRef, invalid = false, disabled, ...inputProps }: FileInputProps) {
  const t = useTranslations('Common');
  const own = useRef<HTMLInputElement | null>(null);
  const ref = inputRef ?? own;
  return (
    <div className={`file-input${invalid ? ' is-invalid' : ''}`}>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="file"
        className="file-input__native visually-hidden"
        disabled={disabled}
        aria-invalid={invalid || undefined}
      />
      {/* Pointer users' target; keyboard and screen-reader users reach the input itself. */}
      <span
        className={`btn btn-outline-primary file-input__button${disabled ? ' disabled' : ''}`}
        aria-hidden="true"
        // While an upload runs the face is greyed as an inactive control (WCAG exempts those from
        // the contrast minimum); aria-disabled says so to checkers such as axe, which do not read
        // the `disabled` class.
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) ref.current?.click();
        }}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path
            d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('choose_file')}
      </span>
    </div>
  );
}
