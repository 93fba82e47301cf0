'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useTranslations } from 'next-intl';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useKeepDraft } from '@/components/forms/useKeepDraft';
import { useAppDispatch } from '@/store/hooks';
import {
  bookingFieldErrors,
  refusalText,
  showBookingFieldErrors,
} from '@/features/travellers/bookingFieldErrors';
import { ProfileContactFill } from '@/features/travellers/ProfileContactFill';

/**
 * What every checkout form does beside its fields, placed inside its <Formik>: keeps what is typed
 * in the persisted store (`saved`, the module's draft action), so leaving, a reload or a failed
 * submit loses nothing; and after a submit that failed validation, moves focus to the first
 * invalid field.
 */
function CheckoutFormEffects<T>({ saved }: { saved: (draft: T) => UnknownAction }) {
  const { values, submitCount, isValid, isSubmitting } = useFormikContext<T>();
  const dispatch = useAppDispatch();
  const save = useCallback((draft: T) => dispatch(saved(draft)), [dispatch, saved]);
  useKeepDraft(values, save);

  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) document.querySelector<HTMLElement>('.checkout-form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

/** Why the booking was not made, where a screen reader hears it at once. */
function CheckoutNotice({ notice }: { notice: string | null }) {
  return (
    <div className="checkout-alert" role="alert" data-testid="checkout-notice">
      {notice && <p className="alert alert-warning mb-0">{notice}</p>}
    </div>
  );
}

/** The form's one button: it books (then the payment step shows), busy while the booking is made. */
function CheckoutSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg checkout-form__submit"
      disabled={busy}
      data-testid="checkout-submit"
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
    </button>
  );
}

/**
 * The notice for a refused booking: the API's field errors go on their fields (travellers' or
 * guests', `list`), and the notice says to check them; any other refusal is said in the site's
 * words, or `fallback`.
 */
export function useRefusalNotice(list: 'travellers' | 'guests', fallback: string) {
  const tErrors = useTranslations('Errors');
  return (message: string | null, form: Parameters<typeof showBookingFieldErrors>[0], count: number) =>
    showBookingFieldErrors(form, bookingFieldErrors(message, list, count))
      ? tErrors('check_fields')
      : refusalText(message, fallback);
}

/**
 * A module's checkout form around its own fields (`children`): the draft kept as it is typed, focus
 * on the first error, the signed-in customer's contact filled in, then the notice and the one
 * button. A submit books through the module's `submit` (one at a time); `answer` says what the page
 * shows of the booking's answer (null: nothing) and passes the answer on.
 */
export function CheckoutFormFrame<Draft extends FormikValues, Result>({
  initial,
  schema,
  submit,
  answer,
  saved,
  labelledBy,
  submitLabel,
  children,
}: {
  initial: Draft;
  schema: AnyObjectSchema;
  submit: (draft: Draft) => Promise<Result | null>;
  answer: (result: Result, values: Draft, form: FormikHelpers<Draft>) => string | null;
  saved: (draft: Draft) => UnknownAction;
  /** The id of the form's first heading, which names the form. */
  labelledBy: string;
  submitLabel: string;
  children: (values: Draft) => ReactNode;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Formik<Draft>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        setNotice(null);
        const result = await submit(values);
        if (result !== null) setNotice(answer(result, values, form));
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate className="checkout-form" aria-labelledby={labelledBy}>
          <CheckoutFormEffects<Draft> saved={saved} />
          {children(values)}
          {/* After the fields: when the profile and the country list arrive in one render, the
              phone field settles its default code first and the profile's code is set last. */}
          <ProfileContactFill />
          <CheckoutNotice notice={notice} />
          <CheckoutSubmit busy={isSubmitting} label={submitLabel} />
        </Form>
      )}
    </Formik>
  );
}
