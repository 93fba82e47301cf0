'use client';

import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { useTranslations } from 'next-intl';
import { errorText, rateLimitWait } from '@/lib/api/errors';
import { selectRehydrated } from '@/store/makeStore';
import { useAppSelector } from '@/store/hooks';
import { selectCurrency } from '@/store/preferencesSlice';
import { checkRouting, isSessionTimeout, startRouting } from '../api/flightsApi';
import type { Offer } from '../api/types';
import { searchKey, type FlightSearch } from '../model';
import { offersForParty } from './partySeats';

/** The contract asks callers to poll check-routing about every 400 ms until it is complete. */
export const POLL_INTERVAL_MS = 400;

export type RoutingPhase = 'searching' | 'complete' | 'expired' | 'failed';

export interface RoutingState {
  phase: RoutingPhase;
  routingId: string | null;
  offers: Offer[];
  progress: number;
  total: number;
  currency: string | null;
  /** The server's message when the search failed, else null (the generic text is shown). */
  error: string | null;
}

type Action =
  | { type: 'start' }
  | { type: 'routed'; routingId: string; currency: string }
  | { type: 'batch'; offers: Offer[]; progress: number; total: number; complete: boolean; currency: string }
  | { type: 'expired' }
  | { type: 'failed'; error: string | null };

const initialState: RoutingState = {
  phase: 'searching',
  routingId: null,
  offers: [],
  progress: 0,
  total: 0,
  currency: null,
  error: null,
};

export function routingReducer(state: RoutingState, action: Action): RoutingState {
  switch (action.type) {
    case 'start':
      return initialState;
    case 'routed':
      return { ...state, routingId: action.routingId, currency: action.currency };
    case 'batch':
      return {
        ...state,
        offers: action.offers.length ? state.offers.concat(action.offers) : state.offers,
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
 * Runs a search: start-routing, then check-routing every ~400 ms with the number of offers already
 * held, appending each batch, until complete. Starts again when the search or the currency changes
 * (prices come back in the Currency-Preference the client sends), and on `retry`.
 */
export function useFlightRouting(search: FlightSearch) {
  const api = useApi();
  const currency = useAppSelector(selectCurrency);
  const rehydrated = useAppSelector(selectRehydrated);
  const [state, dispatch] = useReducer(routingReducer, initialState);
  const [attempt, setAttempt] = useState(0);
  // The search is followed by its key, so a new object for the same search does not start again.
  const key = searchKey(search);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  // Read inside the search's effect, which must not start again when the translator changes.
  const tErrors = useTranslations('Errors');
  const tErrorsRef = useRef(tErrors);
  useEffect(() => {
    tErrorsRef.current = tErrors;
  }, [tErrors]);

  useEffect(() => {
    if (!rehydrated) return;
    const controller = new AbortController();
    const { signal } = controller;
    dispatch({ type: 'start' });
    (async () => {
      try {
        const started = await startRouting(api, searchRef.current, signal);
        if (signal.aborted) return;
        dispatch({ type: 'routed', routingId: started.routingId, currency: started.currency });
        let offset = 0;
        for (;;) {
          const batch = await checkRouting(api, started.routingId, offset, signal);
          if (signal.aborted) return;
          // A batch re-sorts and re-renders the list: as a transition, that work yields to input.
          const offers = offersForParty(batch.offers, searchRef.current);
          startTransition(() => dispatch({ type: 'batch', ...batch, offers }));
          offset = batch.nextOffset;
          if (batch.complete) return;
          await wait(POLL_INTERVAL_MS, signal);
          if (signal.aborted) return;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (isSessionTimeout(error)) dispatch({ type: 'expired' });
        else {
          // Too many searches from this address: say when to try again, in the page's language.
          const wait = rateLimitWait(error);
          const text = wait
            ? tErrorsRef.current('rate_limited', { unit: wait.unit, count: wait.count })
            : errorText(error, '');
          dispatch({ type: 'failed', error: text || null });
        }
      }
    })();
    return () => controller.abort();
  }, [api, key, currency, rehydrated, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const expire = useCallback(() => dispatch({ type: 'expired' }), []);
  return { ...state, retry, expire, started: rehydrated };
}
