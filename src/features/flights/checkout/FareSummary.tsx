'use client';

import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/layout/TitledSection';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { HeldFare } from './flightCheckoutSlice';
import { useFareText } from '../useFareText';
import { ItinerarySummary } from './ItinerarySummary';

/** The held fare: itinerary, what the price is made of, and the total (with the old price if it moved). */
export function FareSummary({ fare }: { fare: HeldFare }) {
  const t = useTranslations('Checkout');
  const tf = useTranslations('Flights');
  const formatPrice = useFormatPrice();
  const fareText = useFareText();
  const { offer } = fare;
  return (
    <TitledSection
      as="aside"
      className="checkout-summary"
      titleId="checkout-summary-title"
      title={t('summary_title')}
    >
      <ItinerarySummary
        legs={offer.legs}
        airline={offer.validatingAirline.name}
        fareBrand={offer.fareBrand}
      />
      <p className="checkout-summary__facts">
        {offer.refundable ? tf('refundable') : tf('non_refundable')} · {fareText.baggage(offer.baggage)}
      </p>
      <dl className="checkout-summary__prices">
        {offer.priceBreakdown.map((line) => (
          <div key={line.type} className="checkout-summary__line">
            <dt>{tf(`passenger_type.${line.type}`, { count: line.count })}</dt>
            <dd>{formatPrice((line.perPassenger + line.taxes) * line.count, fare.currency)}</dd>
          </div>
        ))}
        <div className="checkout-summary__line checkout-summary__total">
          <dt>{tf('total')}</dt>
          <dd data-testid="checkout-total">
            {fare.previousPrice !== null && fare.previousPrice !== fare.price && (
              <del className="checkout-summary__old">{formatPrice(fare.previousPrice, fare.currency)}</del>
            )}{' '}
            <strong>{formatPrice(fare.price, fare.currency)}</strong>
          </dd>
        </div>
      </dl>
    </TitledSection>
  );
}
