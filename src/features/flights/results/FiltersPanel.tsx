'use client';

import { FiltersFrame, useSidebarFiltersShown } from '@/features/booking/search/FiltersFrame';
import type { ResultsFiltersProps } from '@/features/booking/search/ResultsLayout';
import type { OfferFilters } from '../url/resultsView';
import { FilterSections, type FilterSectionsProps } from './FilterSections';

export interface FiltersPanelProps extends ResultsFiltersProps<OfferFilters>, FilterSectionsProps {}

/**
 * The filters: a sidebar on wide screens, an off-canvas dialog (opened from the toolbar) on narrow
 * ones. The sections render in the browser, on a wide screen or while the drawer is open: the
 * server has no offers to count (the search runs in the browser), and a phone, whose sidebar is
 * hidden, hydrated them and rendered them again for every batch of offers while the page loaded —
 * the stops counts building the page's first number formatter inside hydration (docs/performance.md).
 */
export function FiltersPanel({
  open,
  onClose,
  onClear,
  activeCount,
  resultCount,
  ...sections
}: FiltersPanelProps) {
  const sidebarShown = useSidebarFiltersShown();
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
      {(sidebarShown || open) && <FilterSections {...sections} />}
    </FiltersFrame>
  );
}
