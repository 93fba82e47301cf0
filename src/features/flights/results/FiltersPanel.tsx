'use client';

import { useTranslations } from 'next-intl';
import { FilterDrawer } from '@/components/layout/FilterDrawer';
import { FilterSections, type FilterSectionsProps } from './FilterSections';
import { useMediaQuery } from '@/components/layout/useMediaQuery';

/** Below this width the filters move into an off-canvas panel (the sidebar needs the room). */
export const DRAWER_QUERY = '(max-width: 991.98px)';

export interface FiltersPanelProps extends FilterSectionsProps {
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onClear: () => void;
  activeCount: number;
  resultCount: number;
}

function Drawer({
  onCloseDrawer,
  onClear,
  activeCount,
  resultCount,
  ...sections
}: Omit<FiltersPanelProps, 'drawerOpen'>) {
  const t = useTranslations('Flights');
  return (
    <FilterDrawer
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      clearLabel={t('filters.clear')}
      canClear={activeCount > 0}
      showLabel={t('filters.show_results', { count: resultCount })}
      onClose={onCloseDrawer}
      onClear={onClear}
    >
      <FilterSections {...sections} />
    </FilterDrawer>
  );
}

/** The filters: a sidebar on wide screens, an off-canvas dialog (opened from the toolbar) on narrow ones. */
export function FiltersPanel({ drawerOpen, ...props }: FiltersPanelProps) {
  const t = useTranslations('Flights');
  const narrow = useMediaQuery(DRAWER_QUERY);
  if (narrow) return drawerOpen ? <Drawer {...props} /> : null;
  const { onCloseDrawer: _close, onClear, activeCount, resultCount: _count, ...sections } = props;
  return (
    <aside className="flight-filters flight-filters--sidebar" aria-labelledby="flight-filters-title">
      <div className="flight-filters__header">
        <h2 id="flight-filters-title" className="flight-filters__title">
          {t('filters.title')}
        </h2>
        {activeCount > 0 && (
          <button type="button" className="btn btn-link btn-sm" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </div>
      <FilterSections {...sections} />
    </aside>
  );
}
