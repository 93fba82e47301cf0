'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { SORTS, type Sort } from '../url/resultsView';

export interface ResultsToolbarProps {
  sort: Sort;
  onSort: (sort: Sort) => void;
  shown: number;
  total: number;
  searching: boolean;
  activeCount: number;
  onOpenFilters: () => void;
}

/** How many offers are listed, the sort, and (on narrow screens) the button that opens the filters. */
export const ResultsToolbar = memo(function ResultsToolbar({
  sort,
  onSort,
  shown,
  total,
  searching,
  activeCount,
  onOpenFilters,
}: ResultsToolbarProps) {
  const t = useTranslations('Flights');
  return (
    <div className="flight-toolbar">
      <p className="flight-toolbar__count" aria-live="polite" aria-atomic="true">
        {searching && total === 0 ? t('searching') : t('showing', { shown, total })}
      </p>
      <button
        type="button"
        className="btn btn-outline-primary flight-toolbar__filters"
        onClick={onOpenFilters}
      >
        {t('filters.open')}
        {activeCount > 0 && (
          <>
            {' '}
            <span className="flight-toolbar__badge" aria-hidden="true">
              {activeCount}
            </span>
            <span className="visually-hidden">{t('filters.active', { count: activeCount })}</span>
          </>
        )}
      </button>
      <fieldset className="flight-sort">
        <legend className="flight-sort__legend">{t('sort.label')}</legend>
        <div className="flight-sort__options">
          {SORTS.map((option) => (
            <label key={option} className={`flight-sort__option${sort === option ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="flight-sort"
                value={option}
                checked={sort === option}
                onChange={() => onSort(option)}
                className="flight-sort__input"
              />
              {t(`sort.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
});
