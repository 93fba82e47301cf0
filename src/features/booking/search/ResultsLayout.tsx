'use client';

import { Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SkipLink } from '@/components/layout/SkipLink';
import { ResultsBody, type ResultsBodyProps } from './ResultsBody';
import { SearchStatus, type SearchStatusProps } from './SearchStatus';
import type { PolledSearchState } from './usePolledSearch';

/** What the kit hands a module's filters panel (a `FiltersFrame` around the module's sections). */
export interface ResultsFiltersProps<Filters> {
  /** On a phone: whether the drawer is open (the toolbar's Filters button opens it). */
  open: boolean;
  onClose: () => void;
  filters: Filters;
  /** The prices' currency (the price range's label), '' until the first results. */
  currency: string;
  activeCount: number;
  /** How many results the filters let through (the drawer's "Show N results"). */
  resultCount: number;
  onPatch: (patch: Partial<Filters>) => void;
  onClear: () => void;
}

/** What the layout reads of `useResultsPage`. */
export interface ResultsLayoutPage<Filters> {
  results: SearchStatusProps['search'] &
    ResultsBodyProps['search'] &
    Pick<PolledSearchState<unknown>, 'currency'>;
  view: { filters: Filters };
  ended: boolean;
  activeCount: number;
  filtersOpen: boolean;
  modify: () => void;
  closeFilters: () => void;
  patchFilters: (patch: Partial<Filters>) => void;
  clearFilters: () => void;
}

export interface ResultsLayoutProps<Filters> extends Pick<ResultsBodyProps, 'hint' | 'skeleton'> {
  /**
   * The module's message namespace: `skip_to_results`, `results_region`, and the keys SearchStatus
   * and ResultsBody say.
   */
  messages: string;
  /**
   * The page's class block: `<block> container-xxl`, `<block>__layout`, `<block>__main`; the results
   * column's id (the skip link's target) is `<block>-list`.
   */
  block: string;
  /** The page's state (`useResultsPage`). */
  page: ResultsLayoutPage<Filters>;
  /** How many results the filters let through. */
  shown: number;
  /**
   * The results column is named by a visually hidden h2 (for cards whose headings are h3s, on a
   * phone too, where the filters and their h2 are a closed drawer), else by its aria-label.
   */
  headed?: boolean;
  /** More classes on the results column. */
  mainClassName?: string;
  /** Above the search's status: its summary and the module's way to change it. */
  summary: ReactNode;
  /** The module's filters panel, given the kit's props. */
  filters: (panel: ResultsFiltersProps<Filters>) => ReactNode;
  /** Above the list: the count, the sort, the Filters button. */
  toolbar: ReactNode;
  /** The module's list of what is shown. */
  children: ReactNode;
  /** In the results column after the list (the hotels' map). */
  aside?: ReactNode;
  /** After the page's columns (the flights' fare dialog). */
  after?: ReactNode;
}

/**
 * A results page's frame: a skip link to the results, the module's summary, the search's status,
 * and (unless the search expired or failed) the filters beside the results column — the module's
 * toolbar, then skeletons, "nothing found" or its list. The filters, and the toolbar with the list,
 * are Suspense boundaries: each hydrates as a unit of its own (React does them in short tasks, and
 * first where the visitor acts). Nothing in them suspends; on the server they render as before.
 */
export function ResultsLayout<Filters>({
  messages,
  block,
  page,
  shown,
  headed = false,
  mainClassName,
  summary,
  filters,
  toolbar,
  hint,
  skeleton,
  children,
  aside,
  after,
}: ResultsLayoutProps<Filters>) {
  const t = useTranslations(messages);
  const { results, ended, modify, clearFilters } = page;
  const listId = `${block}-list`;
  const titleId = `${listId}-title`;
  return (
    <div className={`${block} container-xxl`}>
      {/* Past the search's summary and the filters straight to the results. */}
      {!ended && <SkipLink target={listId}>{t('skip_to_results')}</SkipLink>}
      {summary}
      <SearchStatus messages={messages} search={results} onModify={modify} />
      {!ended && (
        <div className={`${block}__layout`}>
          <Suspense>
            {filters({
              open: page.filtersOpen,
              onClose: page.closeFilters,
              filters: page.view.filters,
              currency: results.currency ?? '',
              activeCount: page.activeCount,
              resultCount: shown,
              onPatch: page.patchFilters,
              onClear: clearFilters,
            })}
          </Suspense>
          <div
            id={listId}
            className={mainClassName ? `${block}__main ${mainClassName}` : `${block}__main`}
            tabIndex={-1}
            role="region"
            aria-label={headed ? undefined : t('results_region')}
            aria-labelledby={headed ? titleId : undefined}
          >
            {headed && (
              <h2 id={titleId} className="visually-hidden">
                {t('results_region')}
              </h2>
            )}
            <Suspense>
              {toolbar}
              <ResultsBody
                messages={messages}
                hint={hint}
                search={results}
                shown={shown}
                skeleton={skeleton}
                onModify={modify}
                onClearFilters={clearFilters}
              >
                {children}
              </ResultsBody>
            </Suspense>
            {aside}
          </div>
        </div>
      )}
      {after}
    </div>
  );
}
