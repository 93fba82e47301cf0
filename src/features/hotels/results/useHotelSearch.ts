'use client';

import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { errorText, rateLimitWait } from '@/lib/api/errors';
import { selectRehydrated } from '@/store/makeStore';
import { useAppSelector } from '@/store/hooks';
import { selectCurrency } from '@/store/preferencesSlice';
import type { InitialHotelResults } from '../api/prefetch';
import { hotelResults, isSearchExpired, startHotelSearch, type HotelSummary } from '../api/search';
import { hotelSearchKey, type HotelSearch } from '../search/hotelSearch';

/** How often the results are asked for while the search runs. */
export const POLL_INTERVAL_MS = 400;

export type SearchPhase = 'searching' | 'complete' | 'expired' | 'failed';

export interface HotelSearchState {
  phase: SearchPhase;
  hotels: HotelSummary[];
  progress: number;
  total: number;
  nights: number;
  currency: string | null;
  error: string | null;
}

type Action =
  | { type: 'start' }
  | { type: 'started'; currency: string; nights: number; total: number }
  | {
      type: 'batch';
      hotels: HotelSummary[];
      progress: number;
      total: number;
      complete: boolean;
      currency: string;
    }
  | { type: 'expired' }
  | { type: 'failed'; error: string | null };

const initialState: HotelSearchState = {
  phase: 'searching',
  hotels: [],
  progress: 0,
  total: 0,
  nights: 0,
  currency: null,
  error: null,
};

export function hotelSearchReducer(state: HotelSearchState, action: Action): HotelSearchState {
  switch (action.type) {
    case 'start':
      return initialState;
    case 'started':
      return { ...state, currency: action.currency, nights: action.nights, total: action.total };
    case 'batch':
      return {
        ...state,
        hotels: action.hotels.length ? state.hotels.concat(action.hotels) : state.hotels,
        progress: action.complete ? 100 : Math.max(state.progress, action.progress),
        total: action.total,
        currency: action.currency,
        phase: action.complete ? 'complete' : 'searching',
      };
    case 'expired':
      return { ...state, phase: 'expired' };
    case 'failed':
      return { ...state, phase: 'failed', error: action.error };
  }
}

/** The state a search the server started begins in: its first hotels, as if this tab had fetched them. */
export function stateFromInitial(initial: InitialHotelResults | null | undefined): HotelSearchState {
  if (!initial) return initialState;
  return {
    phase: initial.complete ? 'complete' : 'searching',
    hotels: initial.hotels,
    progress: initial.complete ? 100 : initial.progress,
    total: initial.total,
    nights: initial.nights,
    currency: initial.priceCurrency,
    error: null,
  };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Runs a hotel search: `POST /hotel/search`, then `POST /hotel/search/results` with the number of
 * hotels already held, appending each batch, until complete. Starts again when the search or the
 * currency changes, and on `retry`. With `initial` (a search the server started for this page, in
 * the currency this tab still has once its saved preferences are read) it carries on polling that
 * search instead of starting its own.
 */
export function useHotelSearch(search: HotelSearch, initial?: InitialHotelResults | null) {
  const api = useApi();
  const currency = useAppSelector(selectCurrency);
  const rehydrated = useAppSelector(selectRehydrated);
  const [state, dispatch] = useReducer(hotelSearchReducer, initial, stateFromInitial);
  /** The server's search, until the first run of the search below has used it or passed it by. */
  const served = useRef(initial ?? null);
  const [attempt, setAttempt] = useState(0);
  const key = hotelSearchKey(search);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const tErrors = useTranslations('Errors');
  const tErrorsRef = useRef(tErrors);
  useEffect(() => {
    tErrorsRef.current = tErrors;
  }, [tErrors]);

  useEffect(() => {
    if (!rehydrated) return;
    const controller = new AbortController();
    const { signal } = controller;
    const fromServer = served.current;
    served.current = null;
    const carryOn = fromServer !== null && attempt === 0 && fromServer.currency === currency.toUpperCase();
    if (carryOn && fromServer.complete) return;
    if (!carryOn) dispatch({ type: 'start' });
    (async () => {
      try {
        let searchId: string;
        let offset = 0;
        if (carryOn) {
          searchId = fromServer.searchId;
          offset = fromServer.offset;
        } else {
          const started = await startHotelSearch(api, searchRef.current, signal);
          if (signal.aborted) return;
          dispatch({
            type: 'started',
            currency: started.currency,
            nights: started.nights,
            total: started.total,
          });
          searchId = started.searchId;
        }
        for (;;) {
          const batch = await hotelResults(api, searchId, offset, signal);
          if (signal.aborted) return;
          startTransition(() => dispatch({ type: 'batch', ...batch }));
          offset = batch.nextOffset;
          if (batch.complete) return;
          await wait(POLL_INTERVAL_MS, signal);
          if (signal.aborted) return;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (isSearchExpired(error)) dispatch({ type: 'expired' });
        else {
          const limit = rateLimitWait(error);
          const text = limit
            ? tErrorsRef.current('rate_limited', { unit: limit.unit, count: limit.count })
            : errorText(error, '');
          dispatch({ type: 'failed', error: text || null });
        }
      }
    })();
    return () => controller.abort();
  }, [api, key, currency, rehydrated, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
