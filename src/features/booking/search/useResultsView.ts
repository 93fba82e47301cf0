'use client';

import { useCallback, useEffect, useState } from 'react';

/** A results page's sort and filters, as its URL carries them. */
export interface ResultsView<Sort, Filters> {
  sort: Sort;
  filters: Filters;
}

export interface ResultsViewControls<Sort, Filters> {
  view: ResultsView<Sort, Filters>;
  setSort: (sort: Sort) => void;
  /** Changes some filters, keeping the others (stable: sections can be memoised on it). */
  patchFilters: (patch: Partial<Filters>) => void;
  clearFilters: () => void;
}

/** Replaces the history entry's query with the view (the App Router keeps its own state in step). */
function writeViewToUrl<V>(view: V, write: (params: URLSearchParams, view: V) => void) {
  const url = new URL(window.location.href);
  write(url.searchParams, view);
  const next = `${url.pathname}?${url.searchParams.toString()}`;
  if (next !== `${window.location.pathname}${window.location.search}`)
    window.history.replaceState(null, '', next);
}

/**
 * The sort and filters. They start from the URL (validated and parsed by the page on the server)
 * and are written back to it with the module's `write`, so a reload or a shared link shows the same
 * list. A change applies at once; the URL is replaced after the next paint (History API: shallow, no
 * server round trip, no scroll), so the router's own update never delays the frame that shows the
 * new list, and quick changes (a slider) make one history write. Only the results page writes these
 * parameters, and a new search mounts the results afresh (the page keys them by search), so the URL
 * is never read back.
 */
export function useResultsView<Sort, Filters>(
  initialView: ResultsView<Sort, Filters>,
  write: (params: URLSearchParams, view: ResultsView<Sort, Filters>) => void,
  noFilters: Filters,
): ResultsViewControls<Sort, Filters> {
  const [state, setState] = useState({ view: initialView, unsaved: false });
  const [url] = useState(() => ({ write, noFilters }));

  useEffect(() => {
    if (!state.unsaved) return;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => writeViewToUrl(state.view, url.write), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [state, url]);

  const change = useCallback(
    (next: (view: ResultsView<Sort, Filters>) => ResultsView<Sort, Filters>) =>
      setState((current) => ({ view: next(current.view), unsaved: true })),
    [],
  );
  const setSort = useCallback((sort: Sort) => change((view) => ({ ...view, sort })), [change]);
  const patchFilters = useCallback(
    (patch: Partial<Filters>) => change((view) => ({ ...view, filters: { ...view.filters, ...patch } })),
    [change],
  );
  const clearFilters = useCallback(
    () => change((view) => ({ ...view, filters: url.noFilters })),
    [change, url],
  );
  return { view: state.view, setSort, patchFilters, clearFilters };
}
