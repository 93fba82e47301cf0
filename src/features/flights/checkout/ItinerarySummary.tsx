'use client';

import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OfferLeg } from '../api/types';
import { usePlaceNames } from '../airports/usePlaceNames';
import { Ltr } from '@/components/text/Ltr';
import { Route } from '@/components/text/Route';
import { formatDay } from '../format';
import { HijriDate } from '@/components/text/HijriDate';
import { OfferLegSummary } from '../results/OfferLegSummary';
import { useOfferText } from '../results/useOfferText';
import { useFareText } from '../useFareText';

/**
 * Every leg of an itinerary with its cities, day, times, duration, stops and flight numbers. The
 * cities' names come in the page's language once `/api/places` answers; the codes stand in until then.
 */
export function ItinerarySummary({
  legs,
  airline,
  fareBrand,
}: {
  legs: OfferLeg[];
  airline: string;
  fareBrand: string;
}) {
  const t = useTranslations('Checkout');
  const tf = useTranslations('Flights');
  const fareText = useFareText();
  const locale = useLocale();
  const text = useOfferText();
  const places = usePlaceNames(legs.flatMap((leg) => [leg.origin, leg.destination]));
  const city = (code: string) => places[code]?.city ?? code;
  return (
    <ol className="checkout-itinerary" aria-label={t('itinerary')}>
      {legs.map((leg, index) => (
        <li key={index} className="checkout-itinerary__leg">
          <p className="checkout-itinerary__title">
            <strong>
              {legs.length === 1
                ? tf('outbound')
                : legs.length === 2
                  ? index === 0
                    ? tf('outbound')
                    : tf('inbound')
                  : tf('leg_n', { n: index + 1 })}
            </strong>{' '}
            · <Route from={city(leg.origin)} to={city(leg.destination)} /> ·{' '}
            {formatDay(leg.departure, locale, true)}
            <HijriDate date={leg.departure} />
          </p>
          <OfferLegSummary leg={leg} text={text} />
          <p className="checkout-itinerary__flights">
            {leg.segments.map((s, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                {s.airline.name} <Ltr>{s.flightNumber}</Ltr>
              </Fragment>
            ))}
          </p>
        </li>
      ))}
      <li className="checkout-itinerary__fare">
        {airline} · {tf('fare_brand')}: {fareText.brand(fareBrand)}
      </li>
    </ol>
  );
}
