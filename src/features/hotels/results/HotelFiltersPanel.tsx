'use client';

import { memo, useId, useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FiltersFrame } from '@/features/booking/search/FiltersFrame';
import type { ResultsFiltersProps } from '@/features/booking/search/ResultsLayout';
import { AMENITIES, BOARDS, PROPERTY_TYPES } from '../api/search';
import {
  DISTANCE_OPTIONS,
  MAX_NAME_FILTER,
  RATING_OPTIONS,
  STAR_OPTIONS,
  type HotelFilters,
} from '../url/hotelView';
import type { HotelFacets } from './filterHotels';

export interface HotelFiltersPanelProps extends ResultsFiltersProps<HotelFilters> {
  /** The panel's id (the toolbar's Filters button controls it). */
  id: string;
  facets: HotelFacets;
}

function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="hotel-filters__section">
      <legend className="hotel-filters__legend">{title}</legend>
      {children}
    </fieldset>
  );
}

function Option({
  type,
  name,
  label,
  count,
  checked,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  const id = useId();
  // Grouped as the locale writes numbers ("1,100"), as the result count above the list is.
  const format = useFormatter();
  return (
    <div className="form-check hotel-filters__option">
      <input
        id={id}
        className="form-check-input"
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
      />
      <label htmlFor={id} className="form-check-label hotel-filters__label">
        <span>{label}</span>
        {count !== undefined && <span className="hotel-filters__count">{format.number(count)}</span>}
      </label>
    </div>
  );
}

/** A whole number typed in a price box, or null when empty; undefined when it is not a number. */
function readPrice(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}

function PriceRange({
  filters,
  facets,
  currency,
  onPatch,
}: Pick<HotelFiltersPanelProps, 'filters' | 'facets' | 'currency' | 'onPatch'>) {
  const t = useTranslations('hotelResults');
  const id = useId();
  const [min, setMin] = useState(filters.minPrice === null ? '' : String(filters.minPrice));
  const [max, setMax] = useState(filters.maxPrice === null ? '' : String(filters.maxPrice));
  // The boxes follow a cleared filter (Clear all).
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    if (filters.minPrice === null && filters.maxPrice === null && (min || max)) {
      setMin('');
      setMax('');
    }
  }
  const lo = readPrice(min);
  const hi = readPrice(max);
  const invalid = lo === undefined || hi === undefined || (lo !== null && hi !== null && lo > hi);
  const apply = (nextMin: string, nextMax: string) => {
    const a = readPrice(nextMin);
    const b = readPrice(nextMax);
    if (a === undefined || b === undefined || (a !== null && b !== null && a > b)) return;
    onPatch({ minPrice: a, maxPrice: b });
  };
  return (
    <Section title={t('filters.price', { currency })}>
      <div className="hotel-filters__price">
        <label htmlFor={`${id}-min`} className="form-label">
          {t('filters.min')}
        </label>
        <input
          id={`${id}-min`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          inputMode="numeric"
          placeholder={String(Math.floor(facets.priceMin))}
          value={min}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setMin(event.target.value);
            apply(event.target.value, max);
          }}
        />
        <label htmlFor={`${id}-max`} className="form-label">
          {t('filters.max')}
        </label>
        <input
          id={`${id}-max`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          inputMode="numeric"
          placeholder={String(Math.ceil(facets.priceMax))}
          value={max}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setMax(event.target.value);
            apply(min, event.target.value);
          }}
        />
      </div>
      <p className="hotel-filters__hint">{t('filters.per_night')}</p>
      {invalid && (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {t('filters.price_invalid')}
        </p>
      )}
    </Section>
  );
}

type SectionsProps = Pick<HotelFiltersPanelProps, 'filters' | 'facets' | 'currency' | 'onPatch'>;

/**
 * The sections themselves. Each copy (the sidebar, hidden on a phone, and the drawer while it is
 * open) takes its own ids and radio group names, so a label names its own field and the two
 * copies' radios are not one group.
 */
function HotelFilterSections({ filters, facets, currency, onPatch }: SectionsProps) {
  const t = useTranslations('hotelResults');
  const nameId = useId();
  const group = useId();
  return (
    <>
      <div className="hotel-filters__section">
        <label htmlFor={nameId} className="hotel-filters__legend">
          {t('filters.name')}
        </label>
        <input
          id={nameId}
          type="search"
          className="form-control"
          maxLength={MAX_NAME_FILTER}
          value={filters.name}
          placeholder={t('filters.name_placeholder')}
          onChange={(event) => onPatch({ name: event.target.value })}
        />
      </div>
      <PriceRange filters={filters} facets={facets} currency={currency} onPatch={onPatch} />
      <Section title={t('filters.free_cancellation_title')}>
        <Option
          type="checkbox"
          name={`${group}-free`}
          label={t('filters.free_cancellation')}
          count={facets.freeCancellation}
          checked={filters.freeCancellation}
          onChange={() => onPatch({ freeCancellation: !filters.freeCancellation })}
        />
      </Section>
      <Section title={t('filters.stars')}>
        {[...STAR_OPTIONS].reverse().map((stars) => (
          <Option
            key={stars}
            type="checkbox"
            name={`${group}-stars`}
            label={t('stars', { count: stars })}
            count={facets.stars[stars] ?? 0}
            checked={filters.stars.includes(stars)}
            onChange={() => onPatch({ stars: toggled(filters.stars, stars) })}
          />
        ))}
      </Section>
      <Section title={t('filters.rating')}>
        <Option
          type="radio"
          name={`${group}-rating`}
          label={t('filters.any')}
          checked={filters.rating === null}
          onChange={() => onPatch({ rating: null })}
        />
        {RATING_OPTIONS.map((floor) => (
          <Option
            key={floor}
            type="radio"
            name={`${group}-rating`}
            label={t(`filters.rating_${floor}`)}
            count={facets.rating[floor] ?? 0}
            checked={filters.rating === floor}
            onChange={() => onPatch({ rating: floor })}
          />
        ))}
      </Section>
      <Section title={t('filters.board')}>
        {BOARDS.map((board) => (
          <Option
            key={board}
            type="checkbox"
            name={`${group}-board`}
            label={t(`board.${board}`)}
            count={facets.boards[board]}
            checked={filters.boards.includes(board)}
            onChange={() => onPatch({ boards: toggled(filters.boards, board) })}
          />
        ))}
      </Section>
      <Section title={t('filters.property_type')}>
        {PROPERTY_TYPES.map((type) => (
          <Option
            key={type}
            type="checkbox"
            name={`${group}-type`}
            label={t(`property_type.${type}`)}
            count={facets.types[type]}
            checked={filters.types.includes(type)}
            onChange={() => onPatch({ types: toggled(filters.types, type) })}
          />
        ))}
      </Section>
      <Section title={t('filters.amenities')}>
        {AMENITIES.map((amenity) => (
          <Option
            key={amenity}
            type="checkbox"
            name={`${group}-amenity`}
            label={t(`amenity.${amenity}`)}
            count={facets.amenities[amenity]}
            checked={filters.amenities.includes(amenity)}
            onChange={() => onPatch({ amenities: toggled(filters.amenities, amenity) })}
          />
        ))}
      </Section>
      <Section title={t('filters.distance')}>
        <Option
          type="radio"
          name={`${group}-distance`}
          label={t('filters.any')}
          checked={filters.distance === null}
          onChange={() => onPatch({ distance: null })}
        />
        {DISTANCE_OPTIONS.map((km) => (
          <Option
            key={km}
            type="radio"
            name={`${group}-distance`}
            label={t('filters.within_km', { km })}
            count={facets.distance[km] ?? 0}
            checked={filters.distance === km}
            onChange={() => onPatch({ distance: km })}
          />
        ))}
      </Section>
    </>
  );
}

/** The filters with the number of hotels beside each option (given the other filters). */
export const HotelFiltersPanel = memo(function HotelFiltersPanel({
  id,
  open,
  filters,
  facets,
  currency,
  activeCount,
  resultCount,
  onPatch,
  onClear,
  onClose,
}: HotelFiltersPanelProps) {
  // A phone gets the filters in the drawer the flight results use (close button, Clear filters).
  return (
    <FiltersFrame
      messages="hotelResults"
      element="section"
      block="hotel-filters"
      id={id}
      titleId={`${id}-title`}
      open={open}
      activeCount={activeCount}
      resultCount={resultCount}
      onClose={onClose}
      onClear={onClear}
    >
      <HotelFilterSections filters={filters} facets={facets} currency={currency} onPatch={onPatch} />
    </FiltersFrame>
  );
});
