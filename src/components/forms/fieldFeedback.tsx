'use client';

import { useId, type FocusEvent } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';

/**
 * Blur validates a field that has something in it. An empty field waits for the submit: showing
 * "required" the moment focus leaves would shift the form under the pointer mid-click.
 */
export function blurIfFilled(onBlur: (event: FocusEvent<HTMLInputElement>) => void) {
  return (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value !== '') onBlur(event);
  };
}

/** The id of a field's error message, and whether to show it. */
export function useFieldFeedback(name: string, showWhenDirty = false) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const show = Boolean(meta.error) && (meta.touched || (showWhenDirty && field.value !== ''));
  return { errorId: `${id}-error`, inputId: `${id}-input`, show, error: meta.error };
}

/**
 * A field's error: a key of `Validation` ('email_valid'), or a full key ('Checkout.errors.x') for
 * forms whose schemas name their own namespace.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useTranslations();
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {t(error.includes('.') ? error : `Validation.${error}`)}
    </div>
  );
}
