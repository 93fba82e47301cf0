'use client';

import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiClient } from '@/lib/api/client';
import { errorText, rateLimitWait } from '@/lib/api/errors';
import { useApi } from '@/lib/app/AppContext';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectCurrency } from '@/store/preferencesSlice';
import { whenRehydrated } from '@/store/whenRehydrated';
import { isSearchExpired } from './searchExpired';

/** How long a search waits at most for the saved preferences before it starts without them. */
const REHYDRATION_WAIT_MS = 10_000;

/** The contracts ask callers to poll a running search about every 400 ms until it is complete. */
export const POLL_INTERVAL_MS = 400;

export type PolledSearchPhase = 'searching' | 'complete' | 'expired' | 'failed';

/** What a module's start call answers: the search's id and the currency its prices come in. */
export interface PolledSearchStarted {
  searchId: string;
  currency: string;
  /** How many results the search will have, when the start call already says. */
  total?: number;
}

/** One answer of a module's poll call, its results already in the module's shape. */
export interface PolledBatch<T> {
  items: T[];
  progress: number;
  total: number;
  complete: boolean;
  currency: string;
  /** What to send as the offset of the next poll (the number of results held). */
  nextOffset: number;
}

/**
 * What a module gives the kit to run its search: the calls of its contract. Pass one object made
 * once (module level), not one made in render.
 */
export interface PolledSearchSource<S, T> {
  /** The same key is the same search: a new object for it does not start again. */
  key: (search: S) => string;
  start: (api: ApiClient, search: S, signal: AbortSignal) => Promise<PolledSearchStarted>;
  poll: (
    api: ApiClient,
    searchId: string,
    offset: number,
    signal: AbortSignal,
    search: S,
  ) => Promise<PolledBatch<T>>;
}

/** A search the server already started for the page, with its first results. */
export interface PolledSearchResume<T> {
  searchId: string;
  /** The currency it was started in: the tab carries on with it only while it has the same one. */
  currency: string;
  offset: number;
  items: T[];
  progress: number;
  total: number;
  complete: boolean;
  /** The currency the prices are in. */
  priceCurrency: string;
}

export interface PolledSearchState<T> {
  phase: PolledSearchPhase;
  searchId: string | null;
  items: T[];
  progress: number;
  total: number;
  currency: string | null;
  /** The server's message (or the rate limit's) when the search failed, else null. */
  error: string | null;
}

type Action<T> =
  | { type: 'start' }
  | { type: 'started'; started: PolledSearchStarted }
  | { type: 'batch'; batch: PolledBatch<T> }
  | { type: 'expired' }
  | { type: 'failed'; error: string | null };

const initialState: PolledSearchState<never> = {
  phase: 'searching',
  searchId: null,
  items: [],
  progress: 0,
  total: 0,
  currency: null,
  error: null,
};

export function polledSearchReducer<T>(state: PolledSearchState<T>, action: Action<T>): PolledSearchState<T> {
  switch (action.type) {
    case 'start':
      return initialState;
    case 'started': {
      const { searchId, currency, total } = action.started;
      return { ...state, searchId, currency, total: total ?? state.total };
    }
    case 'batch': {
      const { batch } = action;
      return {
        ...state,
        items: batch.items.length ? state.items.concat(batch.items) : state.items,
        progress: batch.complete ? 100 : Math.max(state.progress, batch.progress),
        total: batch.total,
        currency: batch.currency,
        phase: batch.complete ? 'complete' : 'searching',
      };
    }
    case 'expired':
      return { ...state, phase: 'expired' };
    case 'failed':
      return { ...state, phase: 'failed', error: action.error };
  }
}

/** The state a search the server started begins in: its first results, as if this tab had them. */
export function stateFromResume<T>(resume: PolledSearchResume<T> | null | undefined): PolledSearchState<T> {
  if (!resume) return initialState;
  return {
    phase: resume.complete ? 'complete' : 'searching',
    searchId: resume.searchId,
    items: resume.items,
    progress: resume.complete ? 100 : resume.progress,
    total: resume.total,
    currency: resume.priceCurrency,
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
 * Runs a module's asynchronous search: its start call, then its poll call every ~400 ms with the
 * number of results already held, appending each batch, until complete. Starts again when the
 * search or the currency changes (prices come back in the Currency-Preference the client sends),
 * and on `retry`; an expired search (410) ends as `expired`, too many searches say when to try again.
 * With `resume` (a search the server started for this page, in the currency this tab still has once
 * its saved preferences are read) it carries on polling that search instead of starting its own.
 */
export function usePolledSearch<S, T>(
  search: S,
  source: PolledSearchSource<S, T>,
  resume?: PolledSearchResume<T> | null,
) {
  const api = useApi();
  const store = useAppStore();
  const currency = useAppSelector(selectCurrency);
  const [state, dispatch] = useReducer(polledSearchReducer<T>, resume, stateFromResume<T>);
  /** The server's search, until the first run of the search below has used it or passed it by. */
  const served = useRef(resume ?? null);
  const [attempt, setAttempt] = useState(0);
  const key = source.key(search);
  const searchRef = useRef(search);
  const sourceRef = useRef(source);
  useEffect(() => {
    searchRef.current = search;
    sourceRef.current = source;
  }, [search, source]);
  // Read inside the search's effect, which must not start again when the translator changes.
  const tErrors = useTranslations('Errors');
  const tErrorsRef = useRef(tErrors);
  useEffect(() => {
    tErrorsRef.current = tErrors;
  }, [tErrors]);

  // The search waits for the saved preferences (their chunk and the storage read); the client's own
  // code (axios, the token code) downloads meanwhile instead of after them.
  useEffect(() => {
    void api.preload?.().catch(() => undefined);
  }, [api]);

  // The search waits for the saved preferences (a currency chosen earlier prices it) without
  // subscribing this component to the store's rehydration: an update of the store renders at once,
  // and rendering the whole results page again for it was a long task on a phone while the page
  // loaded (docs/performance.md). A restored currency that differs re-renders it, as it must.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      await whenRehydrated(store, REHYDRATION_WAIT_MS);
      // Left, or the restored currency differs: the render that follows runs this again.
      if (signal.aborted || selectCurrency(store.getState()) !== currency) return;
      const fromServer = served.current;
      served.current = null;
      const carryOn = fromServer !== null && attempt === 0 && fromServer.currency === currency.toUpperCase();
      if (carryOn && fromServer.complete) return;
      if (!carryOn) dispatch({ type: 'start' });
      const { start, poll } = sourceRef.current;
      try {
        let searchId: string;
        let offset = 0;
        if (carryOn) {
          searchId = fromServer.searchId;
          offset = fromServer.offset;
        } else {
          const started = await start(api, searchRef.current, signal);
          if (signal.aborted) return;
          dispatch({ type: 'started', started });
          searchId = started.searchId;
        }
        for (;;) {
          const batch = await poll(api, searchId, offset, signal, searchRef.current);
          if (signal.aborted) return;
          // A batch re-sorts and re-renders the list: as a transition, that work yields to input.
          startTransition(() => dispatch({ type: 'batch', batch }));
          offset = batch.nextOffset;
          if (batch.complete) return;
          await wait(POLL_INTERVAL_MS, signal);
          if (signal.aborted) return;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (isSearchExpired(error)) dispatch({ type: 'expired' });
        else {
          // Too many searches from this address: say when to try again, in the page's language.
          const limit = rateLimitWait(error);
          const text = limit
            ? tErrorsRef.current('rate_limited', { unit: limit.unit, count: limit.count })
            : errorText(error, '');
          dispatch({ type: 'failed', error: text || null });
        }
      }
    })();
    return () => controller.abort();
  }, [api, store, key, currency, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const expire = useCallback(() => dispatch({ type: 'expired' }), []);
  // The same search submitted again runs again (a new one comes as a new page).
  const rerunIfSame = useCallback(
    (next: S) => {
      if (sourceRef.current.key(next) === key) retry();
    },
    [key, retry],
  );
  return { ...state, retry, expire, rerunIfSame };
}

/**
 * What a results page does with the search it polls: a search sent again from its own form (`next`)
 * runs again, or anew, after `beforeRerun` (the page closes the form); a price range, in the old
 * currency, goes when the prices come in another; `ended`: the search expired or failed, and the
 * page draws no results, only SearchStatus.
 */
export function useResultsSearch<S>(
  polled: Pick<PolledSearchState<unknown>, 'phase' | 'currency'> & { rerunIfSame: (next: S) => void },
  patchFilters: (patch: { minPrice: null; maxPrice: null }) => void,
  beforeRerun: () => void,
) {
  const dropPriceRange = useCallback(() => patchFilters({ minPrice: null, maxPrice: null }), [patchFilters]);
  usePriceCurrencyChange(polled.currency, dropPriceRange);
  const { rerunIfSame } = polled;
  const searchedAgain = useCallback(
    (next: S) => {
      beforeRerun();
      rerunIfSame(next);
    },
    [beforeRerun, rerunIfSame],
  );
  return { searchedAgain, ended: polled.phase === 'expired' || polled.phase === 'failed' };
}

/**
 * Calls `onChange` when the results' prices come in another currency than before (after a currency
 * change), not when the first ones come: a price range in the old currency has to go.
 */
export function usePriceCurrencyChange(currency: string | null, onChange: () => void) {
  const last = useRef(currency);
  useEffect(() => {
    const previous = last.current;
    last.current = currency;
    if (previous && currency && previous !== currency) onChange();
  }, [currency, onChange]);
}
