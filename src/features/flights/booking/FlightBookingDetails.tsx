'use client';

import { useTranslations } from 'next-intl';
import type { ManagedBooking } from '@/features/booking/api';
import { FlightTravellers } from '../checkout/FlightTravellers';

/** A flight booking's own part of its detail page: the travellers, the fare rules and the baggage. */
export function FlightBookingDetails({ booking: managed }: { booking: ManagedBooking }) {
  const t = useTranslations('myBookings');
  const tc = useTranslations('Checkout');
  const tf = useTranslations('Flights');
  const { booking } = managed;
  const { baggage } = booking.fare;
  return (
    <>
      <section className="checkout-section" aria-labelledby="booking-travellers">
        <h2 id="booking-travellers" className="checkout-section__title">
          {tc('travellers_title')}
        </h2>
        <FlightTravellers travellers={booking.travellers} />
      </section>
      <section className="checkout-section" aria-labelledby="booking-fare">
        <h2 id="booking-fare" className="checkout-section__title">
          {t('fare_rules')}
        </h2>
        <dl className="booking-detail__facts">
          <div>
            <dt>{tf('fare_rules')}</dt>
            <dd>{booking.fare.refundable ? t('rule_refundable') : t('rule_non_refundable')}</dd>
          </div>
          <div>
            <dt>{tf('baggage_label')}</dt>
            <dd>
              {baggage.checkedKg > 0
                ? tf('baggage', { checked: baggage.checkedKg, cabin: baggage.cabinKg })
                : tf('baggage_cabin_only', { cabin: baggage.cabinKg })}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
