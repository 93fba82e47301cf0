'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { formatNumber, formatPrice } from '../format';
import { REFUNDABILITY, STOP_OPTIONS, type OfferFilters, type StopOption, type TimeWindow } from '../url/resultsView';
import type { AirlineFacet, OfferFacets } from './offerFacets';
import { PriceRange } from './PriceRange';

/** The departure and arrival windows offered (whole hours, end exclusive). */
export const TIME_WINDOWS: readonly TimeWindow[] = [
  [0, 6],
  [6, 12],
  [12, 18],
  [18, 24],
];

export interface FilterSectionsProps {
  filters: OfferFilters;
  facets: OfferFacets;
  currency: string;
  locale: string;
  onChange: (filters: OfferFilters) => void;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

const sameWindow = (a: TimeWindow | null, b: TimeWindow | null) => a?.[0] === b?.[0] && a?.[1] === b?.[1];

/** Stops, fare type, price, times and airlines. Every change applies at once (and goes to the URL). */
export function FilterSections({ filters, facets, currency, locale, onChange }: FilterSectionsProps) {
  const t = useTranslations('Flights');
  const id = useId();
  const set = (patch: Partial<OfferFilters>) => onChange({ ...filters, ...patch });

  const timeGroup = (name: 'depTime' | 'arrTime') => (
    <fieldset className="flight-filter">
      <legend className="flight-filter__title">{t(`filters.${name}`)}</legend>
      {[null, ...TIME_WINDOWS].map((window) => (
        <div className="form-check" key={window ? window.join('-') : 'any'}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${name}-${window ? window.join('-') : 'any'}`}
            name={`${id}-${name}`}
            checked={sameWindow(filters[name], window)}
            onChange={() => set({ [name]: window })}
          />
          <label className="form-check-label" htmlFor={`${id}-${name}-${window ? window.join('-') : 'any'}`}>
            {window ? t(`filters.window_${window[0]}`) : t('filters.any_time')}
          </label>
        </div>
      ))}
    </fieldset>
  );

  const airlineGroup = (title: string, airlines: AirlineFacet[]) =>
    airlines.length > 0 && (
      <fieldset className="flight-filter__group">
        <legend className="flight-filter__subtitle">{title}</legend>
        {airlines.map((airline) => (
          <div className="form-check flight-filter__airline" key={airline.code}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-airline-${airline.code}`}
              checked={filters.airlines.includes(airline.code)}
              onChange={() => set({ airlines: toggle(filters.airlines, airline.code) })}
            />
            <label className="form-check-label" htmlFor={`${id}-airline-${airline.code}`}>
              <span>{airline.name}</span>
              <span className="flight-filter__price">{formatPrice(airline.minPrice, currency, locale)}</span>
            </label>
          </div>
        ))}
      </fieldset>
    );

  return (
    <div className="flight-filters__sections">
      <fieldset className="flight-filter">
        <legend className="flight-filter__title">{t('filters.stops')}</legend>
        {STOP_OPTIONS.map((stops: StopOption) => (
          <div className="form-check" key={stops}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-stops-${stops}`}
              checked={filters.stops.includes(stops)}
              onChange={() => set({ stops: toggle(filters.stops, stops).sort() })}
            />
            <label className="form-check-label" htmlFor={`${id}-stops-${stops}`}>
              {t(`stops.${stops}`)} <span className="flight-filter__count">({formatNumber(facets.stops[stops], locale)})</span>
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="flight-filter">
        <legend className="flight-filter__title">{t('filters.fare_type')}</legend>
        {[null, ...REFUNDABILITY].map((value) => (
          <div className="form-check" key={value ?? 'any'}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-refund-${value ?? 'any'}`}
              name={`${id}-refund`}
              checked={filters.refundable === value}
              onChange={() => set({ refundable: value })}
            />
            <label className="form-check-label" htmlFor={`${id}-refund-${value ?? 'any'}`}>
              {value === null ? t('filters.any_fare') : t(`filters.${value}`)}
              {value !== null && (
                <span className="flight-filter__count">
                  {' '}
                  ({formatNumber(value === 'refundable' ? facets.refundable : facets.nonRefundable, locale)})
                </span>
              )}
            </label>
          </div>
        ))}
      </fieldset>
      {facets.price && (
        <PriceRange
          bounds={facets.price}
          min={filters.minPrice}
          max={filters.maxPrice}
          currency={currency}
          locale={locale}
          onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        />
      )}
      {timeGroup('depTime')}
      {timeGroup('arrTime')}
      {(facets.domestic.length > 0 || facets.international.length > 0) && (
        <div className="flight-filter">
          <h3 className="flight-filter__title">{t('filters.airlines')}</h3>
          {airlineGroup(t('filters.domestic'), facets.domestic)}
          {airlineGroup(t('filters.international'), facets.international)}
        </div>
      )}
    </div>
  );
}
