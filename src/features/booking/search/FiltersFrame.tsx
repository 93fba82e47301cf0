'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FilterDrawer } from '@/components/layout/FilterDrawer';
import { useMediaQuery } from '@/components/layout/useMediaQuery';

/** Below this width a results page's filters move into an off-canvas panel (the sidebar needs the room). */
export const FILTER_DRAWER_QUERY = '(max-width: 991.98px)';

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
 *
 * The module's sections render only in the browser: in the sidebar on a wide screen once hydrated,
 * in the drawer on a phone while it is open. Neither the server nor the hydrating render knows the
 * width, so the sidebar's sections wait for the browser to say the screen is wide; a phone thus
 * neither hydrates nor re-renders (as results arrive) sections it does not show — the flight
 * results' stops counts built the page's first number formatter inside hydration, and the hotel
 * results' hidden sidebar hydrated its every option (docs/performance.md).
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
  // Narrow until the browser says otherwise (true on the server and while hydrating).
  const sidebarSections = !useMediaQuery(FILTER_DRAWER_QUERY, true);
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
        {sidebarSections && children}
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
