'use client';

import { useCallback, useState, type RefObject } from 'react';
import {
  usePolledSearch,
  useResultsSearch,
  type PolledSearchResume,
  type PolledSearchSource,
} from './usePolledSearch';
import { useResultsView, type ResultsView } from './useResultsView';

/** What a module's results page gives the kit: its search calls, and its view as the URL writes it. */
export interface ResultsPageSource<S, T, Sort, Filters> {
  search: PolledSearchSource<S, T>;
  /** Writes the sort and filters into the URL's parameters. */
  writeView: (params: URLSearchParams, view: ResultsView<Sort, Filters>) => void;
  noFilters: Filters;
  activeFilterCount: (filters: Filters) => number;
}

/** The price range every module's filters have: dropped when the prices come in another currency. */
interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

/**
 * A results page's state: the polled search, the sort and filters kept in the URL, the search form
 * opened to change the search (closed when it searches again), and the filters' drawer on a phone
 * (closed back onto `filtersButton`, when the module gives the button that opens it).
 * The callbacks are stable, so a module's memoised filters and toolbar are not drawn again for
 * every render of the page.
 */
export function useResultsPage<S, T, Sort, Filters extends PriceRange>(
  search: S,
  source: ResultsPageSource<S, T, Sort, Filters>,
  initialView: ResultsView<Sort, Filters>,
  {
    resume,
    filtersButton,
  }: {
    /** The search the server started for the page, to carry on (see usePolledSearch). */
    resume?: PolledSearchResume<T> | null;
    filtersButton?: RefObject<HTMLButtonElement | null>;
  } = {},
) {
  const results = usePolledSearch(search, source.search, resume);
  const { view, setSort, patchFilters, clearFilters } = useResultsView(
    initialView,
    source.writeView,
    source.noFilters,
  );
  const [modifying, setModifying] = useState(false);
  const modify = useCallback(() => setModifying(true), []);
  const closeForm = useCallback(() => setModifying(false), []);
  // The price range is one of Filters' own (TypeScript does not see it through the type parameter).
  const dropPriceRange = patchFilters as (patch: { minPrice: null; maxPrice: null }) => void;
  const { searchedAgain, ended } = useResultsSearch<S>(results, dropPriceRange, closeForm);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const toggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    if (filtersButton) filtersButton.current?.focus();
  }, [filtersButton]);

  return {
    results,
    view,
    setSort,
    patchFilters,
    clearFilters,
    activeCount: source.activeFilterCount(view.filters),
    modifying,
    setModifying,
    modify,
    searchedAgain,
    ended,
    filtersOpen,
    openFilters,
    toggleFilters,
    closeFilters,
  };
}
