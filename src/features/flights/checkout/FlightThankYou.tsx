'use client';

import { useTranslations } from 'next-intl';
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
export function FlightThankYou({ bookingId, fallback, nextSteps }: ConfirmationBodyProps) {
  const tc = useTranslations('Checkout');
  const tm = useTranslations('Messages');
  return (
    <BookingConfirmation<FlightBooking>
      bookingId={bookingId}
      confirmation={flightConfirmation}
      loadingText={tc('loading')}
      failedNote={() => <p className="alert alert-warning">{tm('airline_booking_failed')}</p>}
      fallback={fallback}
      nextSteps={nextSteps}
    >
      {(booking) => (
        <>
          <div className="checkout-page__main">
            <section className="checkout-section" aria-labelledby="thankyou-itinerary">
              <h2 id="thankyou-itinerary" className="checkout-section__title">
                {tc('itinerary')}
              </h2>
              <ItinerarySummary
                legs={booking.itinerary.legs}
                airline={booking.fare.validatingAirline.name}
                fareBrand={booking.fare.fareBrand}
              />
            </section>
            <section className="checkout-section" aria-labelledby="thankyou-travellers">
              <h2 id="thankyou-travellers" className="checkout-section__title">
                {tc('travellers_title')}
              </h2>
              <FlightTravellers travellers={booking.travellers} />
            </section>
          </div>
          <ConfirmationPayment as="aside" className="checkout-summary" booking={booking} />
        </>
      )}
    </BookingConfirmation>
  );
}
