'use client';

import { useTranslations } from 'next-intl';
import type { ManagedBooking } from '@/features/booking/api';
import { ItinerarySummary } from '../checkout/ItinerarySummary';

/** A flight booking's slot in the booking views: its itinerary, with the airline and the fare. */
export function FlightBookingSummary({ booking }: { booking: ManagedBooking; now?: Date }) {
  const tc = useTranslations('Checkout');
  const { itinerary, fare } = booking.booking;
  return (
    <section className="checkout-section" aria-labelledby="booking-itinerary">
      <h2 id="booking-itinerary" className="checkout-section__title">
        {tc('itinerary')}
      </h2>
      <ItinerarySummary
        legs={itinerary.legs}
        airline={fare.validatingAirline.name}
        fareBrand={fare.fareBrand}
      />
    </section>
  );
}
