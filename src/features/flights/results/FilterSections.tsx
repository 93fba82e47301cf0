'use client';

import { memo, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber, formatPrice } from '../format';
import {
  REFUNDABILITY,
  STOP_OPTIONS,
  type OfferFilters,
  type Refundability,
  type StopOption,
  type TimeWindow,
} from '../url/resultsView';
import type { AirlineFacet, OfferFacets } from './offerFacets';
import { PriceRange } from './PriceRange';

/** The departure and arrival windows offered (whole hours, end exclusive). */
export const TIME_WINDOWS: readonly TimeWindow[] = [
  [0, 6],
  [6, 12],
  [12, 18],
  [18, 24],
];

type Patch = (patch: Partial<OfferFilters>) => void;

export interface FilterSectionsProps {
  filters: OfferFilters;
  facets: OfferFacets;
  currency: string;
  onPatch: Patch;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

const sameWindow = (a: TimeWindow | null, b: TimeWindow | null) => a?.[0] === b?.[0] && a?.[1] === b?.[1];

// Each section is memoised on its own values, so changing one filter re-renders one section.

const StopsFilter = memo(function StopsFilter(props: {
  stops: StopOption[];
  counts: OfferFacets['stops'];
  onPatch: Patch;
}) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset className="flight-filter">
      <legend className="flight-filter__title">{t('filters.stops')}</legend>
      {STOP_OPTIONS.map((stops) => (
        <div className="form-check" key={stops}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-${stops}`}
            checked={props.stops.includes(stops)}
            onChange={() => props.onPatch({ stops: toggle(props.stops, stops).sort() })}
          />
          <label className="form-check-label" htmlFor={`${id}-${stops}`}>
            {t(`stops.${stops}`)}{' '}
            <span className="flight-filter__count">({formatNumber(props.counts[stops], locale)})</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
});

const FareFilter = memo(function FareFilter(props: {
  refundable: Refundability | null;
  counts: [number, number];
  onPatch: Patch;
}) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset className="flight-filter">
      <legend className="flight-filter__title">{t('filters.fare_type')}</legend>
      {[null, ...REFUNDABILITY].map((value) => (
        <div className="form-check" key={value ?? 'any'}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${value ?? 'any'}`}
            name={`${id}-refund`}
            checked={props.refundable === value}
            onChange={() => props.onPatch({ refundable: value })}
          />
          <label className="form-check-label" htmlFor={`${id}-${value ?? 'any'}`}>
            {value === null ? t('filters.any_fare') : t(`filters.${value}`)}
            {value !== null && (
              <span className="flight-filter__count">
                {' '}
                ({formatNumber(props.counts[value === 'refundable' ? 0 : 1], locale)})
              </span>
            )}
          </label>
        </div>
      ))}
    </fieldset>
  );
});

const TimeFilter = memo(function TimeFilter(props: {
  name: 'depTime' | 'arrTime';
  value: TimeWindow | null;
  onPatch: Patch;
}) {
  const t = useTranslations('Flights');
  const id = useId();
  return (
    <fieldset className="flight-filter">
      <legend className="flight-filter__title">{t(`filters.${props.name}`)}</legend>
      {[null, ...TIME_WINDOWS].map((window) => {
        const key = window ? window.join('-') : 'any';
        return (
          <div className="form-check" key={key}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${key}`}
              name={`${id}-${props.name}`}
              checked={sameWindow(props.value, window)}
              onChange={() => props.onPatch({ [props.name]: window })}
            />
            <label className="form-check-label" htmlFor={`${id}-${key}`}>
              {window ? t(`filters.window_${window[0]}`) : t('filters.any_time')}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
});

const AirlinesFilter = memo(function AirlinesFilter(props: {
  selected: string[];
  domestic: AirlineFacet[];
  international: AirlineFacet[];
  currency: string;
  onPatch: Patch;
}) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  const id = useId();
  const group = (title: string, airlines: AirlineFacet[]) =>
    airlines.length > 0 && (
      <fieldset className="flight-filter__group">
        <legend className="flight-filter__subtitle">{title}</legend>
        {airlines.map((airline) => (
          <div className="form-check flight-filter__airline" key={airline.code}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${airline.code}`}
              checked={props.selected.includes(airline.code)}
              onChange={() => props.onPatch({ airlines: toggle(props.selected, airline.code) })}
            />
            <label className="form-check-label" htmlFor={`${id}-${airline.code}`}>
              <span>{airline.name}</span>
              <span className="flight-filter__price">
                {formatPrice(airline.minPrice, props.currency, locale)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
    );
  if (props.domestic.length === 0 && props.international.length === 0) return null;
  return (
    <div className="flight-filter">
      <h3 className="flight-filter__title">{t('filters.airlines')}</h3>
      {group(t('filters.domestic'), props.domestic)}
      {group(t('filters.international'), props.international)}
    </div>
  );
});

/** Stops, fare type, price, times and airlines. Every change applies at once (and goes to the URL). */
export function FilterSections({ filters, facets, currency, onPatch }: FilterSectionsProps) {
  return (
    <div className="flight-filters__sections">
      <StopsFilter stops={filters.stops} counts={facets.stops} onPatch={onPatch} />
      <FareFilter refundable={filters.refundable} counts={facets.fareCounts} onPatch={onPatch} />
      {facets.price && (
        <PriceRange
          bounds={facets.price}
          min={filters.minPrice}
          max={filters.maxPrice}
          currency={currency}
          onPatch={onPatch}
        />
      )}
      <TimeFilter name="depTime" value={filters.depTime} onPatch={onPatch} />
      <TimeFilter name="arrTime" value={filters.arrTime} onPatch={onPatch} />
      <AirlinesFilter
        selected={filters.airlines}
        domestic={facets.domestic}
        international={facets.international}
        currency={currency}
        onPatch={onPatch}
      />
    </div>
  );
}
