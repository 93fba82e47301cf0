'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import type { Offer } from '../api/types';
import { formatPrice } from '../format';
import { AirlineMark } from './AirlineMark';
import { OfferDetails } from './OfferDetails';
import { OfferLegSummary } from './OfferLegSummary';

export interface OfferCardProps {
  offer: Offer;
  locale: string;
  travellers: number;
  /** Leg titles: "Outbound" / "Return", or "Flight 1…3" for multicity. */
  legTitles: string[];
  expanded: boolean;
  unavailable: boolean;
  busy: boolean;
  onToggle: (offerId: string) => void;
  onSelect: (offer: Offer) => void;
}

function flightNumbers(offer: Offer): string {
  return offer.legs.flatMap((leg) => leg.segments.map((s) => s.flightNumber)).join(', ');
}

/** One offer: airline, each leg, baggage and fare rules, the price, Select, and details in place. */
export const OfferCard = memo(function OfferCard({
  offer,
  locale,
  travellers,
  legTitles,
  expanded,
  unavailable,
  busy,
  onToggle,
  onSelect,
}: OfferCardProps) {
  const t = useTranslations('Flights');
  const detailsId = `offer-details-${offer.offerId}`;
  const titleId = `offer-title-${offer.offerId}`;
  const price = formatPrice(offer.totalPrice, offer.currency, locale);
  return (
    <article
      className={`offer-card${unavailable ? ' is-unavailable' : ''}`}
      aria-labelledby={titleId}
      data-offer-card=""
    >
      <div className="offer-card__body">
        <div className="offer-card__airline">
          <AirlineMark code={offer.validatingAirline.code} />
          <div>
            <h3 id={titleId} className="offer-card__airline-name">
              {offer.validatingAirline.name}
              <span className="visually-hidden">, {price}</span>
            </h3>
            <span className="offer-card__flight-numbers" dir="ltr">
              {flightNumbers(offer)}
            </span>
          </div>
        </div>
        <div className="offer-card__legs">
          {offer.legs.map((leg, index) => (
            <div key={index} className="offer-card__leg">
              {offer.legs.length > 1 && <span className="offer-card__leg-title">{legTitles[index]}</span>}
              <OfferLegSummary leg={leg} />
            </div>
          ))}
        </div>
        <ul className="offer-card__facts">
          <li>
            {offer.baggage.checkedKg > 0
              ? t('baggage', { checked: offer.baggage.checkedKg, cabin: offer.baggage.cabinKg })
              : t('baggage_cabin_only', { cabin: offer.baggage.cabinKg })}
          </li>
          <li className={offer.refundable ? 'is-good' : undefined}>
            {offer.refundable ? t('refundable') : t('non_refundable')}
          </li>
          {offer.seatsLeft > 0 && offer.seatsLeft <= 5 && (
            <li className="is-warning">{t('seats_left', { count: offer.seatsLeft })}</li>
          )}
        </ul>
      </div>
      <div className="offer-card__aside">
        <p className="offer-card__price">{price}</p>
        <p className="offer-card__price-note">{t('price_for', { count: travellers })}</p>
        {unavailable ? (
          <p className="offer-card__unavailable" role="status">
            {t('unavailable')}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary offer-card__select"
            onClick={() => onSelect(offer)}
            disabled={busy}
            aria-describedby={titleId}
          >
            {busy ? t('checking_price') : t('select')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-link offer-card__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => onToggle(offer.offerId)}
        >
          {expanded ? t('hide_details') : t('show_details')}
        </button>
      </div>
      {expanded && <OfferDetails id={detailsId} offer={offer} locale={locale} legTitles={legTitles} />}
    </article>
  );
});
