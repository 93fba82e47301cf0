'use client';

import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { parseView } from '../url/parseView';
import { DEFAULT_VIEW, writeView, type ResultsView } from '../url/resultsView';

/**
 * The sort and filters, read from the URL and written back to it. Writing replaces the history
 * entry through the History API, which the App Router keeps in step with `useSearchParams`: a
 * shallow change (no server round trip, no scroll), and a reload or shared link shows the same list.
 * The new view applies at once; the URL catches up in the router's own time.
 */
export function useResultsView(): [ResultsView, (view: ResultsView) => void] {
  const query = useSearchParams().toString();
  const fromUrl = useMemo(() => {
    const parsed = parseView(new Map(new URLSearchParams(query)));
    return parsed.ok ? parsed.view : DEFAULT_VIEW;
  }, [query]);
  const [state, setState] = useState({ source: fromUrl, view: fromUrl });
  if (state.source !== fromUrl) setState({ source: fromUrl, view: fromUrl });

  const setView = useCallback((next: ResultsView) => {
    setState((current) => ({ ...current, view: next }));
    const url = new URL(window.location.href);
    writeView(url.searchParams, next);
    window.history.replaceState(null, '', `${url.pathname}?${url.searchParams.toString()}`);
  }, []);
  return [state.source !== fromUrl ? fromUrl : state.view, setView];
}
