'use client';

import { useMemo } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { CheckoutFormFrame, type CheckoutFormModule } from '@/features/booking/checkout/CheckoutFormParts';
import { TitledSection } from '@/components/layout/TitledSection';
import { SelectInput, TextInput } from '@/components/forms/FormField';
import { FieldError, useFieldFeedback } from '@/components/forms/fieldFeedback';
import { ARRIVAL_TIMES, SPECIAL_REQUESTS_MAX, hotelCheckoutSchema } from './checkoutRules';
import { hotelBookingCall, type HotelBookResult } from './hotelBookingCall';
import type { HeldHotelBooking, HeldStay, HotelCheckoutDraft } from './hotelCheckoutSlice';

function SpecialRequests() {
  const t = useTranslations('hotelBooking');
  const [field] = useField<string>('specialRequests');
  const { show, error, errorId, inputId } = useFieldFeedback('specialRequests');
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
      <FieldError id={errorId} error={show ? error : undefined} />
    </div>
  );
}

/** What the kit's checkout form frame is handed for a hotel. */
const HOTEL_CHECKOUT_FORM: CheckoutFormModule<HotelCheckoutDraft, HotelBookResult, HeldHotelBooking> = {
  messages: 'hotelBooking',
  people: { list: 'guests', titleId: 'hotel-guests-title' },
  booking: hotelBookingCall,
};

export interface HotelCheckoutFormProps {
  held: HeldStay;
  initial: HotelCheckoutDraft;
  onResult: (result: HotelBookResult) => void;
}

/** The lead guest of each room, the contact, special requests, arrival time and company tax block. */
export function HotelCheckoutForm({ held, initial, onResult }: HotelCheckoutFormProps) {
  const t = useTranslations('hotelBooking');
  const schema = useMemo(() => hotelCheckoutSchema(), []);
  const arrivalOptions = useMemo(() => ARRIVAL_TIMES.map((time) => ({ value: time, label: time })), []);

  return (
    <CheckoutFormFrame
      module={HOTEL_CHECKOUT_FORM}
      initial={initial}
      schema={schema}
      price={{ amount: held.stay.total, currency: held.stay.currency }}
      onResult={onResult}
      after={
        <TitledSection titleId="hotel-requests-title" title={t('requests_title')}>
          <p className="checkout-section__text">{t('requests_text')}</p>
          <SpecialRequests />
          <SelectInput
            name="arrivalTime"
            label={t('arrival_time', { from: held.stay.checkInFrom })}
            options={arrivalOptions}
            placeholder={t('arrival_unknown')}
            testId="arrival-time"
          />
        </TitledSection>
      }
    >
      {(values) =>
        values.guests.map((_, index) => {
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
        })
      }
    </CheckoutFormFrame>
  );
}
