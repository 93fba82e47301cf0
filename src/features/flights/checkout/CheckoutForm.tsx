'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { CheckoutFormFrame, type CheckoutFormModule } from '@/features/booking/checkout/CheckoutFormParts';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { flightBookingCall, type BookResult } from './flightBookingCall';
import type { CheckoutDraft, HeldBooking, HeldFare } from './flightCheckoutSlice';
import { TravellerFields } from './TravellerFields';
import { checkoutSchema, travelDateOf, travellerOrdinals } from './travellerRules';
import { SavedTravellersProvider } from './useSavedTravellers';

export interface CheckoutFormProps {
  fare: HeldFare;
  initial: CheckoutDraft;
  today: string;
  onResult: (result: BookResult) => void;
}

/** What the kit's checkout form frame is handed for a flight. */
const FLIGHT_CHECKOUT_FORM: CheckoutFormModule<CheckoutDraft, BookResult, HeldBooking> = {
  messages: 'Checkout',
  people: { list: 'travellers', titleId: 'checkout-travellers-title' },
  booking: flightBookingCall,
};

export function CheckoutForm(props: CheckoutFormProps) {
  return (
    <SavedTravellersProvider>
      <TravellersAndContactForm {...props} />
    </SavedTravellersProvider>
  );
}

function TravellersAndContactForm({ fare, initial, today, onResult }: CheckoutFormProps) {
  const t = useTranslations('Checkout');
  const formatPrice = useFormatPrice();
  const travelDate = travelDateOf(fare.offer);
  const schema = useMemo(() => checkoutSchema(travelDate, today), [travelDate, today]);

  return (
    <CheckoutFormFrame
      module={FLIGHT_CHECKOUT_FORM}
      initial={initial}
      schema={schema}
      price={{ amount: fare.price, currency: fare.currency }}
      // The travellers ticked for saving are saved once what was booked is paid.
      onResult={onResult}
      notice={(result) =>
        result.kind === 'repriced'
          ? t('price_changed', {
              old: formatPrice(result.previousPrice, fare.currency),
              new: formatPrice(result.price, fare.currency),
            })
          : null
      }
    >
      {(values) =>
        travellerOrdinals(values.travellers).map((ordinal, index) => (
          <TravellerFields
            key={index}
            index={index}
            traveller={values.travellers[index]!}
            ordinal={ordinal}
            today={today}
            travelDate={travelDate}
          />
        ))
      }
    </CheckoutFormFrame>
  );
}
