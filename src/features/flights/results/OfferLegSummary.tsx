import type { OfferLeg } from '../api/types';
import { dayDifference } from '../format';
import type { OfferText } from './useOfferText';
import { isolate } from '@/lib/bidi';

/** One leg in a card: departure, duration and stops, arrival (+n days when it lands later). */
export function OfferLegSummary({ leg, text }: { leg: OfferLeg; text: OfferText }) {
  const days = dayDifference(leg.departure, leg.arrival);
  return (
    <div className="offer-leg">
      <div className="offer-leg__point">
        <span className="offer-leg__time">{text.clock(leg.departure)}</span>
        <bdi className="offer-leg__airport">{leg.origin}</bdi>
      </div>
      <div className="offer-leg__middle">
        <span className="offer-leg__duration">{text.duration(leg.durationMinutes)}</span>
        <span className="offer-leg__line" aria-hidden="true" />
        <span className={`offer-leg__stops${leg.stops === 0 ? ' is-direct' : ''}`}>
          {text.stops(leg.stops, leg.layovers.map((l) => isolate(l.airport)).join(', '))}
        </span>
      </div>
      <div className="offer-leg__point offer-leg__point--end">
        <span className="offer-leg__time">
          {text.clock(leg.arrival)}
          {days > 0 && (
            <sup className="offer-leg__days" title={text.daysLater(days)}>
              <span aria-hidden="true">{text.plusDays(days)}</span>
              <span className="visually-hidden">{text.daysLater(days)}</span>
            </sup>
          )}
        </span>
        <bdi className="offer-leg__airport">{leg.destination}</bdi>
      </div>
    </div>
  );
}
