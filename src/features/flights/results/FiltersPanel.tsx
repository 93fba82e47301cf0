'use client';

import { FiltersFrame, useSidebarFiltersShown } from '@/features/booking/search/FiltersFrame';
import { FilterSections, type FilterSectionsProps } from './FilterSections';

export interface FiltersPanelProps extends FilterSectionsProps {
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onClear: () => void;
  activeCount: number;
  resultCount: number;
}

/**
 * The filters: a sidebar on wide screens, an off-canvas dialog (opened from the toolbar) on narrow
 * ones. The sections render in the browser, on a wide screen or while the drawer is open: the
 * server has no offers to count (the search runs in the browser), and a phone, whose sidebar is
 * hidden, hydrated them and rendered them again for every batch of offers while the page loaded —
 * the stops counts building the page's first number formatter inside hydration (docs/performance.md).
 */
export function FiltersPanel({
  drawerOpen,
  onCloseDrawer,
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
      open={drawerOpen}
      activeCount={activeCount}
      resultCount={resultCount}
      onClose={onCloseDrawer}
      onClear={onClear}
    >
      {(sidebarShown || drawerOpen) && <FilterSections {...sections} />}
    </FiltersFrame>
  );
}
