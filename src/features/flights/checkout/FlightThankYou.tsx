'use client';

import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/layout/TitledSection';
import {
  BookingConfirmation,
  ConfirmationPayment,
  type ConfirmationBodyProps,
} from '@/features/booking/BookingConfirmation';
import { flightConfirmation } from '../booking/flightConfirmation';
import { FlightTravellers } from './FlightTravellers';
import { ItinerarySummary } from './ItinerarySummary';
import type { FlightBooking } from './bookingApi';

/**
 * /thankyou for a flight booking: the kit's confirmation with the itinerary and the travellers, the
 * payment beside them. A booking this tab may not see (or none) shows `fallback`.
 */
export function FlightThankYou(props: ConfirmationBodyProps) {
  const tc = useTranslations('Checkout');
  const tm = useTranslations('Messages');
  return (
    <BookingConfirmation<FlightBooking>
      {...props}
      confirmation={flightConfirmation}
      loadingText={tc('loading')}
      failedNote={() => <p className="alert alert-warning">{tm('airline_booking_failed')}</p>}
      main={(booking) => (
        <>
          <TitledSection titleId="thankyou-itinerary" title={tc('itinerary')}>
            <ItinerarySummary
              legs={booking.itinerary.legs}
              airline={booking.fare.validatingAirline.name}
              fareBrand={booking.fare.fareBrand}
            />
          </TitledSection>
          <TitledSection titleId="thankyou-travellers" title={tc('travellers_title')}>
            <FlightTravellers travellers={booking.travellers} />
          </TitledSection>
        </>
      )}
      aside={(booking) => <ConfirmationPayment as="aside" className="checkout-summary" booking={booking} />}
    />
  );
}
