'use client';

import { FiltersFrame } from '@/features/booking/search/FiltersFrame';
import type { ResultsFiltersProps } from '@/features/booking/search/ResultsLayout';
import type { OfferFilters } from '../url/resultsView';
import { FilterSections, type FilterSectionsProps } from './FilterSections';

export interface FiltersPanelProps extends ResultsFiltersProps<OfferFilters>, FilterSectionsProps {}

/**
 * The filters: a sidebar on wide screens, an off-canvas dialog (opened from the toolbar) on narrow
 * ones. `FiltersFrame` renders the sections only in the browser, where they show: the server has
 * no offers to count (the search runs in the browser).
 */
export function FiltersPanel({
  open,
  onClose,
  onClear,
  activeCount,
  resultCount,
  ...sections
}: FiltersPanelProps) {
  return (
    <FiltersFrame
      messages="Flights"
      element="aside"
      block="flight-filters"
      sidebarClassName="flight-filters--sidebar"
      titleId="flight-filters-title"
      open={open}
      activeCount={activeCount}
      resultCount={resultCount}
      onClose={onClose}
      onClear={onClear}
    >
      <FilterSections {...sections} />
    </FiltersFrame>
  );
}
