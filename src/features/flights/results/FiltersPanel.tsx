'use client';

import { FiltersFrame } from '@/features/booking/search/FiltersFrame';
import { FilterSections, type FilterSectionsProps } from './FilterSections';

export interface FiltersPanelProps extends FilterSectionsProps {
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onClear: () => void;
  activeCount: number;
  resultCount: number;
}

/** The filters: a sidebar on wide screens, an off-canvas dialog (opened from the toolbar) on narrow ones. */
export function FiltersPanel({
  drawerOpen,
  onCloseDrawer,
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
      open={drawerOpen}
      activeCount={activeCount}
      resultCount={resultCount}
      onClose={onCloseDrawer}
      onClear={onClear}
    >
      <FilterSections {...sections} />
    </FiltersFrame>
  );
}
