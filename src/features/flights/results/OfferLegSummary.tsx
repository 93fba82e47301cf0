import { useLocale, useTranslations } from 'next-intl';
import type { OfferLeg } from '../api/types';
import { dayDifference, formatClock, formatNumber, splitMinutes } from '../format';

/** One leg in a card: departure, duration and stops, arrival (+n days when it lands later). */
export function OfferLegSummary({ leg }: { leg: OfferLeg }) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  const days = dayDifference(leg.departure, leg.arrival);
  const layovers = leg.layovers.map((l) => l.airport).join(', ');
  return (
    <div className="offer-leg">
      <div className="offer-leg__point">
        <span className="offer-leg__time">{formatClock(leg.departure, locale)}</span>
        <span className="offer-leg__airport">{leg.origin}</span>
      </div>
      <div className="offer-leg__middle">
        <span className="offer-leg__duration">{t('duration', splitMinutes(leg.durationMinutes))}</span>
        <span className="offer-leg__line" aria-hidden="true" />
        <span className={`offer-leg__stops${leg.stops === 0 ? ' is-direct' : ''}`}>
          {leg.stops === 0 ? t('stops.0') : t('stops_via', { count: leg.stops, airports: layovers })}
        </span>
      </div>
      <div className="offer-leg__point offer-leg__point--end">
        <span className="offer-leg__time">
          {formatClock(leg.arrival, locale)}
          {days > 0 && (
            <sup className="offer-leg__days" title={t('arrives_days_later', { count: days })}>
              <span aria-hidden="true">+{formatNumber(days, locale)}</span>
              <span className="visually-hidden">{t('arrives_days_later', { count: days })}</span>
            </sup>
          )}
        </span>
        <span className="offer-leg__airport">{leg.destination}</span>
      </div>
    </div>
  );
}
