'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { CheckoutFormFrame, useRefusalNotice } from '@/features/booking/checkout/CheckoutFormParts';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useAppDispatch } from '@/store/hooks';
import { ContactFields } from '@/features/travellers/ContactFields';
import { flightCheckoutSlice, type CheckoutDraft, type HeldFare } from './flightCheckoutSlice';
import { TravellerFields } from './TravellerFields';
import { checkoutSchema, travelDateOf, travellerOrdinals } from './travellerRules';
import { useFlightBooking, type BookResult } from './useFlightBooking';
import { SavedTravellersProvider } from './useSavedTravellers';

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
  const refusal = useRefusalNotice('travellers', t('book_failed'));
  const formatPrice = useFormatPrice();
  const travelDate = travelDateOf(fare.offer);
  const schema = useMemo(() => checkoutSchema(travelDate, today), [travelDate, today]);
  const { submit } = useFlightBooking();
  const dispatch = useAppDispatch();

  return (
    <CheckoutFormFrame<CheckoutDraft, BookResult>
      initial={initial}
      schema={schema}
      submit={submit}
      saved={flightCheckoutSlice.actions.draftSaved}
      labelledBy="checkout-travellers-title"
      submitLabel={t('continue_to_payment', { price: formatPrice(fare.price, fare.currency) })}
      answer={(result, values, form) => {
        // What was booked is kept as typed: the travellers ticked for saving are saved once it is paid.
        if (result.kind === 'booked') dispatch(flightCheckoutSlice.actions.draftSaved(values));
        onResult(result);
        if (result.kind === 'repriced') {
          return t('price_changed', {
            old: formatPrice(result.previousPrice, fare.currency),
            new: formatPrice(result.price, fare.currency),
          });
        }
        return result.kind === 'error' ? refusal(result.message, form, values.travellers.length) : null;
      }}
    >
      {(values) => (
        <>
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
        </>
      )}
    </CheckoutFormFrame>
  );
}
