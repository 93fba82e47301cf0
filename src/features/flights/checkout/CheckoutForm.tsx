'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useKeepDraft } from '@/components/forms/useKeepDraft';
import { useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useAppDispatch } from '@/store/hooks';
import { ContactFields } from '@/features/travellers/ContactFields';
import { draftSaved, type CheckoutDraft, type HeldFare } from './flightCheckoutSlice';
import { ProfileContactFill } from '@/features/travellers/ProfileContactFill';
import {
  bookingFieldErrors,
  refusalText,
  showBookingFieldErrors,
} from '@/features/travellers/bookingFieldErrors';
import { TravellerFields } from './TravellerFields';
import { checkoutSchema, travelDateOf, travellerOrdinals } from './travellerRules';
import { useFlightBooking, type BookResult } from './useFlightBooking';
import { SavedTravellersProvider } from './useSavedTravellers';

/** Keeps what is typed in the persisted store, so leaving, a reload or a failed submit loses nothing. */
function DraftSaver() {
  const { values } = useFormikContext<CheckoutDraft>();
  const dispatch = useAppDispatch();
  const save = useCallback((draft: CheckoutDraft) => dispatch(draftSaved(draft)), [dispatch]);
  useKeepDraft(values, save);
  return null;
}

/** After a submit that failed validation, focus goes to the first invalid field. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext<CheckoutDraft>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) document.querySelector<HTMLElement>('.checkout-form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

export interface CheckoutFormProps {
  fare: HeldFare;
  initial: CheckoutDraft;
  today: string;
  onResult: (result: BookResult) => void;
}

export function CheckoutForm(props: CheckoutFormProps) {
  return (
    <SavedTravellersProvider>
      <TravellersAndContactForm {...props} />
    </SavedTravellersProvider>
  );
}

function TravellersAndContactForm({ fare, initial, today, onResult }: CheckoutFormProps) {
  const t = useTranslations('Checkout');
  const tErrors = useTranslations('Errors');
  const formatPrice = useFormatPrice();
  const travelDate = travelDateOf(fare.offer);
  const schema = useMemo(() => checkoutSchema(travelDate, today), [travelDate, today]);
  const { submit } = useFlightBooking();
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Formik<CheckoutDraft>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        setNotice(null);
        const result = await submit(values);
        if (!result) return;
        // What was booked is kept as typed: the travellers ticked for saving are saved once it is paid.
        if (result.kind === 'booked') dispatch(draftSaved(values));
        if (result.kind === 'repriced') {
          setNotice(
            t('price_changed', {
              old: formatPrice(result.previousPrice, fare.currency),
              new: formatPrice(result.price, fare.currency),
            }),
          );
        } else if (result.kind === 'error') {
          // The API's field errors go on their fields; any other refusal is said in the site's words.
          const fields = bookingFieldErrors(result.message, 'travellers', values.travellers.length);
          setNotice(
            showBookingFieldErrors(form, fields)
              ? tErrors('check_fields')
              : refusalText(result.message, t('book_failed')),
          );
        }
        onResult(result);
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate className="checkout-form" aria-labelledby="checkout-travellers-title">
          <DraftSaver />
          <FocusFirstError />
          <ProfileContactFill />
          <section className="checkout-section">
            <h2 id="checkout-travellers-title" className="checkout-section__title">
              {t('travellers_title')}
            </h2>
            <p className="checkout-section__text">{t('travellers_text')}</p>
            {travellerOrdinals(values.travellers).map((ordinal, index) => (
              <TravellerFields
                key={index}
                index={index}
                traveller={values.travellers[index]!}
                ordinal={ordinal}
                today={today}
                travelDate={travelDate}
              />
            ))}
          </section>
          <ContactFields />
          <div className="checkout-alert" role="alert" data-testid="checkout-notice">
            {notice && <p className="alert alert-warning mb-0">{notice}</p>}
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-lg checkout-form__submit"
            disabled={isSubmitting}
            data-testid="checkout-submit"
          >
            {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('continue_to_payment', { price: formatPrice(fare.price, fare.currency) })}
          </button>
        </Form>
      )}
    </Formik>
  );
}
