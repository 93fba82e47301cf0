'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useTranslations } from 'next-intl';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useKeepDraft } from '@/components/forms/useKeepDraft';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useAppDispatch } from '@/store/hooks';
import {
  bookingFieldErrors,
  refusalText,
  showBookingFieldErrors,
} from '@/features/travellers/bookingFieldErrors';
import { ContactFields } from '@/features/travellers/ContactFields';
import { ProfileContactFill } from '@/features/travellers/ProfileContactFill';
import type { HeldBookingBase } from './attemptState';
import type { BookingCallResult } from './bookingAttempt';
import { useBookingCall, type BookingCall } from './useBookingCall';

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
function useRefusalNotice(list: BookedPeople['list'], fallback: string) {
  const tErrors = useTranslations('Errors');
  return (message: string | null, form: Parameters<typeof showBookingFieldErrors>[0], count: number) =>
    showBookingFieldErrors(form, bookingFieldErrors(message, list, count))
      ? tErrors('check_fields')
      : refusalText(message, fallback);
}

/** The form's first part, the people booked for: its list in the draft, and its heading's id. */
export interface BookedPeople {
  /** The draft's list of people (one form part each), as the API's field errors name it. */
  list: 'travellers' | 'guests';
  /** The id of the part's heading, which names the whole form. */
  titleId: string;
}

/**
 * What a module's checkout form hands the frame once: its message namespace (`<list>_title`,
 * `<list>_text`, `book_failed`, `continue_to_payment` with the price), the people booked for, and
 * its booking call (whose slice's `draftSaved` keeps the form as typed).
 */
export interface CheckoutFormModule<Draft, Result, Booking extends HeldBookingBase> {
  messages: string;
  people: BookedPeople;
  booking: BookingCall<Draft, Result, Booking>;
}

/**
 * A module's checkout form around its own fields: the people booked for (`module.people`, each
 * drawn by `children`), the contact, anything the module adds (`after`), in the words of the
 * module's namespace; the draft kept as it is typed, focus on the first error, the signed-in
 * customer's contact filled in, then the notice and the one button, which says the `price`. A
 * submit books through the module's booking call (one at a time); the booking's answer goes to
 * `onResult`, what was booked is kept as typed, and the notice says why a booking was refused (its
 * field errors on their fields) or what the module's `notice` says of its own answers.
 */
export function CheckoutFormFrame<
  Draft extends FormikValues,
  Result extends { kind: string; message?: string | null },
  Booking extends HeldBookingBase,
>({
  module,
  initial,
  schema,
  onResult,
  notice: moduleNotice,
  price,
  after,
  children,
}: {
  module: CheckoutFormModule<Draft, Result, Booking>;
  initial: Draft;
  schema: AnyObjectSchema;
  onResult: (result: NoInfer<Result> | BookingCallResult) => void;
  /** What the page says of the module's own answers (a fare repriced), or null. */
  notice?: (result: NoInfer<Result> | BookingCallResult) => string | null;
  /** What the booking will cost (the button says it). */
  price: { amount: number; currency: string };
  after?: ReactNode;
  children: (values: Draft) => ReactNode;
}) {
  const { messages, people } = module;
  const saved = module.booking.actions.draftSaved;
  const { submit } = useBookingCall(module.booking);
  const [notice, setNotice] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const t = useTranslations(messages);
  const formatPrice = useFormatPrice();
  const refusal = useRefusalNotice(people.list, t('book_failed'));
  return (
    <Formik<Draft>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        setNotice(null);
        const result = await submit(values);
        if (result === null) return;
        // What was booked is kept as typed (a module may act on it once it is paid).
        if (result.kind === 'booked') dispatch(saved(values));
        onResult(result);
        const count = (values[people.list] as unknown[]).length;
        setNotice(
          result.kind === 'error'
            ? refusal(result.message ?? null, form, count)
            : (moduleNotice?.(result) ?? null),
        );
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate className="checkout-form" aria-labelledby={people.titleId}>
          <CheckoutFormEffects<Draft> saved={saved} />
          <section className="checkout-section">
            <h2 id={people.titleId} className="checkout-section__title">
              {t(`${people.list}_title`)}
            </h2>
            <p className="checkout-section__text">{t(`${people.list}_text`)}</p>
            {children(values)}
          </section>
          <ContactFields />
          {after}
          {/* After the fields: when the profile and the country list arrive in one render, the
              phone field settles its default code first and the profile's code is set last. */}
          <ProfileContactFill />
          <CheckoutNotice notice={notice} />
          <CheckoutSubmit
            busy={isSubmitting}
            label={t('continue_to_payment', { price: formatPrice(price.amount, price.currency) })}
          />
        </Form>
      )}
    </Formik>
  );
}
