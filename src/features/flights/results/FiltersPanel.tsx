'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { keepTabInside, useModalFocus } from './dialogFocus';
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
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(dialogRef, closeRef);
  return (
    <div className="flight-filters-drawer">
      <div className="flight-filters-drawer__backdrop" aria-hidden="true" onClick={onCloseDrawer} />
      <div
        ref={dialogRef}
        className="flight-filters flight-filters--drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCloseDrawer();
          } else keepTabInside(event, dialogRef.current);
        }}
      >
        <div className="flight-filters__header">
          <h2 id={titleId} className="flight-filters__title">
            {t('filters.title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="btn-close"
            aria-label={t('filters.close')}
            onClick={onCloseDrawer}
          />
        </div>
        <div className="flight-filters__scroll">
          <FilterSections {...sections} />
        </div>
        <div className="flight-filters__footer">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={onClear}
            disabled={activeCount === 0}
          >
            {t('filters.clear')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onCloseDrawer}>
            {t('filters.show_results', { count: resultCount })}
          </button>
        </div>
      </div>
    </div>
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
