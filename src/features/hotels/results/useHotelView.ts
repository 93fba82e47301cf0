'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  NO_HOTEL_FILTERS,
  writeHotelView,
  type HotelFilters,
  type HotelSort,
  type HotelView,
} from '../url/hotelView';

function writeViewToUrl(view: HotelView) {
  const url = new URL(window.location.href);
  writeHotelView(url.searchParams, view);
  const next = `${url.pathname}?${url.searchParams.toString()}`;
  if (next !== `${window.location.pathname}${window.location.search}`)
    window.history.replaceState(null, '', next);
}

/**
 * The sort and filters: they start from the URL (validated on the server) and are written back to
 * it after the next paint (History API, no server round trip), so a reload or a shared link shows
 * the same list. A new search mounts the results afresh, so the URL is never read back.
 */
export function useHotelView(initialView: HotelView) {
  const [state, setState] = useState({ view: initialView, unsaved: false });

  useEffect(() => {
    if (!state.unsaved) return;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => writeViewToUrl(state.view), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [state]);

  const change = useCallback(
    (next: (view: HotelView) => HotelView) =>
      setState((current) => ({ view: next(current.view), unsaved: true })),
    [],
  );
  const setSort = useCallback((sort: HotelSort) => change((view) => ({ ...view, sort })), [change]);
  const patchFilters = useCallback(
    (patch: Partial<HotelFilters>) => change((view) => ({ ...view, filters: { ...view.filters, ...patch } })),
    [change],
  );
  const clearFilters = useCallback(
    () => change((view) => ({ ...view, filters: NO_HOTEL_FILTERS })),
    [change],
  );
  return { view: state.view, setSort, patchFilters, clearFilters };
}
