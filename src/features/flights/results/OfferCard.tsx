'use client';

import { memo } from 'react';
import type { Offer } from '../api/types';
import { AirlineMark } from './AirlineMark';
import { OfferDetails } from './OfferDetails';
import { OfferLegSummary } from './OfferLegSummary';
import type { OfferText } from './useOfferText';

export interface OfferCardProps {
  offer: Offer;
  /** Shared, cached strings (see useOfferText). */
  text: OfferText;
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
/** The card's shape while the first offers come (three of them, see the kit's ResultsBody). */
export function OfferCardSkeleton() {
  return (
    <div className="offer-card offer-card--skeleton placeholder-glow">
      <span className="placeholder col-4" />
      <span className="placeholder col-8" />
      <span className="placeholder col-6" />
    </div>
  );
}

export const OfferCard = memo(function OfferCard({
  offer,
  text,
  travellers,
  legTitles,
  expanded,
  unavailable,
  busy,
  onToggle,
  onSelect,
}: OfferCardProps) {
  const detailsId = `offer-details-${offer.offerId}`;
  const titleId = `offer-title-${offer.offerId}`;
  const price = text.price(offer.totalPrice, offer.currency);
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
            <h2 id={titleId} className="offer-card__airline-name">
              {offer.validatingAirline.name}
              <span className="visually-hidden">, {price}</span>
            </h2>
            <bdi className="offer-card__flight-numbers" dir="ltr">
              {flightNumbers(offer)}
            </bdi>
          </div>
        </div>
        <div className="offer-card__legs">
          {offer.legs.map((leg, index) => (
            <div key={index} className="offer-card__leg">
              {offer.legs.length > 1 && <span className="offer-card__leg-title">{legTitles[index]}</span>}
              <OfferLegSummary leg={leg} text={text} />
            </div>
          ))}
        </div>
        <ul className="offer-card__facts">
          <li>{text.baggage(offer.baggage.checkedKg, offer.baggage.cabinKg)}</li>
          <li className={offer.refundable ? 'is-good' : undefined}>
            {offer.refundable ? text.refundable : text.nonRefundable}
          </li>
          {offer.seatsLeft > 0 && offer.seatsLeft <= 5 && (
            <li className="is-warning">{text.seatsLeft(offer.seatsLeft)}</li>
          )}
        </ul>
      </div>
      <div className="offer-card__aside">
        <p className="offer-card__price">{price}</p>
        <p className="offer-card__price-note">{text.priceFor(travellers)}</p>
        {unavailable ? (
          <p className="offer-card__unavailable" role="status">
            {text.unavailable}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary offer-card__select"
            // aria-disabled, not disabled: a disabled button drops focus to <body>, and the fare
            // dialog then has no opener to give focus back to.
            onClick={() => {
              if (!busy) onSelect(offer);
            }}
            aria-disabled={busy || undefined}
            aria-describedby={titleId}
          >
            {busy ? text.checkingPrice : text.select}
          </button>
        )}
        <button
          type="button"
          className="btn btn-link offer-card__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => onToggle(offer.offerId)}
        >
          {expanded ? text.hideDetails : text.showDetails}
        </button>
      </div>
      {expanded && <OfferDetails id={detailsId} offer={offer} locale={text.locale} legTitles={legTitles} />}
    </article>
  );
});
