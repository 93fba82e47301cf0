'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { ContactFields } from '@/features/travellers/ContactFields';
import { ProfileContactFill } from '@/features/travellers/ProfileContactFill';
import {
  bookingFieldErrors,
  refusalText,
  showBookingFieldErrors,
} from '@/features/travellers/bookingFieldErrors';
import { ErrorText, SelectInput, TextInput, useFieldError } from '@/components/forms/FormField';
import { useKeepDraft } from '@/components/forms/useKeepDraft';
import { useAppDispatch } from '@/store/hooks';
import { ARRIVAL_TIMES, SPECIAL_REQUESTS_MAX, hotelCheckoutSchema } from './checkoutRules';
import { hotelDraftSaved, type HeldStay, type HotelCheckoutDraft } from './hotelCheckoutSlice';
import { useHotelBooking, type HotelBookResult } from './useHotelBooking';

/** Keeps what is typed in the persisted store, so leaving, a reload or a failed submit loses nothing. */
function DraftSaver() {
  const { values } = useFormikContext<HotelCheckoutDraft>();
  const dispatch = useAppDispatch();
  const save = useCallback((draft: HotelCheckoutDraft) => dispatch(hotelDraftSaved(draft)), [dispatch]);
  useKeepDraft(values, save);
  return null;
}

/** After a submit that failed validation, focus goes to the first invalid field. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext<HotelCheckoutDraft>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) document.querySelector<HTMLElement>('.checkout-form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

function SpecialRequests() {
  const t = useTranslations('hotelBooking');
  const [field] = useField<string>('specialRequests');
  const { show, message, errorId, inputId } = useFieldError('specialRequests');
  const countId = `${inputId}-count`;
  return (
    <div className="checkout-field mb-3">
      <label htmlFor={inputId} className="form-label">
        {t('special_requests')}
      </label>
      <textarea
        {...field}
        id={inputId}
        className={`form-control${show ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={SPECIAL_REQUESTS_MAX}
        aria-invalid={show || undefined}
        aria-describedby={[countId, show ? errorId : null].filter(Boolean).join(' ')}
        data-testid="special-requests"
      />
      <div id={countId} className="form-text">
        {t('special_requests_hint', { count: field.value.length, max: SPECIAL_REQUESTS_MAX })}
      </div>
      <ErrorText id={errorId} message={message} />
    </div>
  );
}

export interface HotelCheckoutFormProps {
  held: HeldStay;
  initial: HotelCheckoutDraft;
  onResult: (result: HotelBookResult) => void;
}

/** The lead guest of each room, the contact, special requests, arrival time and company tax block. */
export function HotelCheckoutForm({ held, initial, onResult }: HotelCheckoutFormProps) {
  const t = useTranslations('hotelBooking');
  const tErrors = useTranslations('Errors');
  const formatPrice = useFormatPrice();
  const schema = useMemo(() => hotelCheckoutSchema(), []);
  const { submit } = useHotelBooking();
  const [notice, setNotice] = useState<string | null>(null);
  const arrivalOptions = useMemo(() => ARRIVAL_TIMES.map((time) => ({ value: time, label: time })), []);

  return (
    <Formik<HotelCheckoutDraft>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        setNotice(null);
        const result = await submit(values);
        if (!result) return;
        if (result.kind === 'error') {
          // The API's field errors go on their fields; any other refusal is said in the site's words.
          const fields = bookingFieldErrors(result.message, 'guests', values.guests.length);
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
        <Form noValidate className="checkout-form" aria-labelledby="hotel-guests-title">
          <DraftSaver />
          <FocusFirstError />
          <ProfileContactFill />
          <section className="checkout-section">
            <h2 id="hotel-guests-title" className="checkout-section__title">
              {t('guests_title')}
            </h2>
            <p className="checkout-section__text">{t('guests_text')}</p>
            {values.guests.map((_, index) => {
              const room = held.stay.rooms[index];
              return (
                <fieldset key={index} className="mb-3" data-testid={`lead-guest-${index + 1}`}>
                  <legend className="h6">
                    {t('lead_guest', { n: index + 1 })}
                    {room && ` · ${room.roomName}`}
                  </legend>
                  <div className="checkout-grid">
                    <TextInput
                      name={`guests.${index}.firstName`}
                      label={t('first_name')}
                      autoComplete={index === 0 ? 'given-name' : 'off'}
                      maxLength={50}
                    />
                    <TextInput
                      name={`guests.${index}.lastName`}
                      label={t('last_name')}
                      autoComplete={index === 0 ? 'family-name' : 'off'}
                      maxLength={50}
                    />
                  </div>
                </fieldset>
              );
            })}
          </section>
          <ContactFields />
          <section className="checkout-section" aria-labelledby="hotel-requests-title">
            <h2 id="hotel-requests-title" className="checkout-section__title">
              {t('requests_title')}
            </h2>
            <p className="checkout-section__text">{t('requests_text')}</p>
            <SpecialRequests />
            <SelectInput
              name="arrivalTime"
              label={t('arrival_time', { from: held.stay.checkInFrom })}
              options={arrivalOptions}
              placeholder={t('arrival_unknown')}
              testId="arrival-time"
            />
          </section>
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
            {t('continue_to_payment', { price: formatPrice(held.stay.total, held.stay.currency) })}
          </button>
        </Form>
      )}
    </Formik>
  );
}
