import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import type { Offer } from '../api/types';
import { formatClockInLeg, formatDay, formatPrice, splitMinutes } from '../format';
import { HijriDate } from '@/components/text/HijriDate';
import { Ltr } from '@/components/text/Ltr';
import { isolate } from '@/lib/bidi';
import { useFareText } from '../useFareText';

export interface OfferDetailsProps {
  id: string;
  offer: Offer;
  locale: string;
  legTitles: string[];
}

/** Everything about an offer, opened in place: segments and layovers per leg, fare, price lines. */
export function OfferDetails({ id, offer, locale, legTitles }: OfferDetailsProps) {
  const t = useTranslations('Flights');
  const fareText = useFareText();
  const money = (amount: number) => formatPrice(amount, offer.currency, locale);
  return (
    <div id={id} className="offer-details">
      {offer.legs.map((leg, legIndex) => (
        <section key={legIndex} className="offer-details__leg" aria-label={legTitles[legIndex]}>
          <h3 className="offer-details__title">
            {legTitles[legIndex]} · {formatDay(leg.departure, locale, true)}
            <HijriDate date={leg.departure} /> · {t('duration', splitMinutes(leg.durationMinutes))}
          </h3>
          <ol className="offer-details__segments">
            {leg.segments.map((segment, index) => {
              const layover = index > 0 ? leg.layovers[index - 1] : undefined;
              return (
                <Fragment key={`${segment.flightNumber}-${index}`}>
                  {layover && (
                    <li className="offer-details__layover">
                      {t('layover', { airport: isolate(layover.airport), ...splitMinutes(layover.minutes) })}
                    </li>
                  )}
                  <li className="offer-details__segment">
                    <span className="offer-details__flight">
                      <Ltr>{segment.flightNumber}</Ltr> · {segment.airline.name} · {segment.aircraft}
                    </span>
                    <span className="offer-details__times">
                      {t('segment_times', {
                        departure: formatClockInLeg(segment.departure, leg.departure, locale),
                        origin: isolate(segment.origin),
                        arrival: formatClockInLeg(segment.arrival, leg.departure, locale),
                        destination: isolate(segment.destination),
                      })}{' '}
                      ({t('duration', splitMinutes(segment.durationMinutes))})
                    </span>
                  </li>
                </Fragment>
              );
            })}
          </ol>
        </section>
      ))}
      <dl className="offer-details__fare">
        <div>
          <dt>{t('fare_brand')}</dt>
          <dd>{fareText.brand(offer.fareBrand)}</dd>
        </div>
        <div>
          <dt>{t('fare_rules')}</dt>
          <dd>{offer.refundable ? t('refundable') : t('non_refundable')}</dd>
        </div>
        <div>
          <dt>{t('baggage_label')}</dt>
          <dd>{fareText.baggage(offer.baggage)}</dd>
        </div>
      </dl>
      <table className="table table-sm offer-details__prices">
        <caption>{t('price_breakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('passenger')}</th>
            <th scope="col">{t('fare')}</th>
            <th scope="col">{t('taxes')}</th>
            <th scope="col">{t('subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {offer.priceBreakdown.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t(`passenger_type.${line.type}`, { count: line.count })}</th>
              <td>{money(line.perPassenger)}</td>
              <td>{money(line.taxes)}</td>
              <td>{money(line.count * (line.perPassenger + line.taxes))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('total')}
            </th>
            <td>{money(offer.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
