'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FilterDrawer } from '@/components/layout/FilterDrawer';
import { useMediaQuery } from '@/components/layout/useMediaQuery';

/** Below this width a results page's filters move into an off-canvas panel (the sidebar needs the room). */
export const FILTER_DRAWER_QUERY = '(max-width: 991.98px)';

function drawerQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(FILTER_DRAWER_QUERY) : null;
}

function subscribeToDrawerQuery(onChange: () => void) {
  const list = drawerQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the sidebar's sections are worth rendering: false on the server and while the page
 * hydrates (neither knows the width), then true on a wide screen and false below the drawer's
 * width, where the sidebar is hidden and the sections show only in the open drawer. One answer
 * from one store, so a phone never renders the sections in between. A module whose sidebar holds
 * nothing the server can fill in (the flight results: no offers before the browser's search) passes
 * its sections only when this or its drawer is open, so a phone neither hydrates nor re-renders
 * filters it does not show as the results arrive.
 */
export function useSidebarFiltersShown(): boolean {
  return useSyncExternalStore(
    subscribeToDrawerQuery,
    () => !drawerQuery()?.matches,
    () => false,
  );
}

export interface FiltersFrameProps {
  /** The namespace whose `filters.title`, `.close`, `.clear` and `.show_results` the frame says. */
  messages: string;
  /** The sidebar's element and class block (`<block>__header`, `<block>__title`), as each module styles it. */
  element: 'aside' | 'section';
  block: string;
  /** More classes on the sidebar. */
  sidebarClassName?: string;
  /** The panel's id (the Filters button's aria-controls), when the module gives one. */
  id?: string;
  titleId: string;
  /** On a phone: whether the drawer is open (the toolbar's Filters button opens it). */
  open: boolean;
  activeCount: number;
  resultCount: number;
  onClose: () => void;
  onClear: () => void;
  /** The module's own filters. */
  children: ReactNode;
}

/**
 * A results page's filters around the module's own sections: a sidebar with a title and Clear
 * filters on wide screens, the shared FilterDrawer (close, Clear filters, Show N results) on narrow ones.
 *
 * The sidebar is always rendered, and the module's CSS hides it below the drawer's width (`hidden`
 * says so to assistive technology once the width is known). It used to be dropped there: the server
 * and the hydrating render cannot know the width, so a phone hydrated the whole sidebar and then
 * deleted it, a long task while the results page loaded. Now a phone only sets an attribute, and
 * the drawer holds a second copy of the sections while it is open.
 */
export function FiltersFrame({
  messages,
  element: Box,
  block,
  sidebarClassName,
  id,
  titleId,
  open,
  activeCount,
  resultCount,
  onClose,
  onClear,
  children,
}: FiltersFrameProps) {
  const t = useTranslations(messages);
  const narrow = useMediaQuery(FILTER_DRAWER_QUERY);
  const drawer = narrow && open;
  return (
    <>
      <Box
        // The panel's id belongs to what the Filters button opens: the drawer while it is open.
        id={drawer ? undefined : id}
        className={sidebarClassName ? `${block} ${sidebarClassName}` : block}
        aria-labelledby={titleId}
        hidden={narrow || undefined}
      >
        <div className={`${block}__header`}>
          <h2 id={titleId} className={`${block}__title`}>
            {t('filters.title')}
          </h2>
          {activeCount > 0 && (
            <button type="button" className="btn btn-link btn-sm" onClick={onClear}>
              {t('filters.clear')}
            </button>
          )}
        </div>
        {children}
      </Box>
      {drawer && (
        <FilterDrawer
          id={id}
          title={t('filters.title')}
          closeLabel={t('filters.close')}
          clearLabel={t('filters.clear')}
          canClear={activeCount > 0}
          showLabel={t('filters.show_results', { count: resultCount })}
          onClose={onClose}
          onClear={onClear}
        >
          {children}
        </FilterDrawer>
      )}
    </>
  );
}
