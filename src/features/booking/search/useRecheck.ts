'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/api/errors';
import { isSearchExpired } from './searchExpired';

/** What a module's check answers: the contracts' three outcomes (a fare's revalidation, a rate check). */
export interface RecheckAnswer {
  status: 'CONFIRMED' | 'PRICE_CHANGED' | 'UNAVAILABLE';
}

/**
 * Where the check of a chosen price stands. `subject` is what the visitor chose (an offer, the
 * rates of each room); `detail` is what the module made of a sold-out answer.
 */
export type Recheck<S, R, D = void> =
  | { status: 'idle' }
  | { status: 'checking'; subject: S }
  | { status: 'changed'; subject: S; result: R }
  | { status: 'held'; subject: S; result: R }
  | { status: 'sold_out'; subject: S; result: R; detail: D }
  | { status: 'error'; subject: S; message: string | null };

export interface RecheckOptions<S, R, D> {
  /** The module's check call. */
  check: (subject: S) => Promise<R>;
  /** Keeps the confirmed price for checkout; `accepted`: the visitor took a changed price. */
  hold: (subject: S, result: R, accepted: boolean) => void;
  /** What the module does when the choice is sold out; its answer stays in the state as `detail`. */
  soldOut: (subject: S, result: R) => D;
  /** The search expired meanwhile (410): back to idle, and the module ends its results. */
  onExpired?: () => void;
}

/**
 * One machine for checking a chosen price and availability before checkout, for a fare and for a
 * room rate alike: checking → CONFIRMED holds it, PRICE_CHANGED asks first (`accept` holds it at the
 * new price, `dismiss` goes back), UNAVAILABLE is sold out, a failure says why (the server's words,
 * never a raw field error).
 */
export function useRecheck<S, R extends RecheckAnswer, D = void>(options: RecheckOptions<S, R, D>) {
  const [state, setState] = useState<Recheck<S, R, D>>({ status: 'idle' });
  // The answer comes after a render or two: it is handled with the module's latest choices.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const hold = useCallback((subject: S, result: R, accepted: boolean) => {
    optionsRef.current.hold(subject, result, accepted);
    setState({ status: 'held', subject, result });
  }, []);

  const check = useCallback(
    async (subject: S) => {
      setState({ status: 'checking', subject });
      try {
        const result = await optionsRef.current.check(subject);
        if (result.status === 'UNAVAILABLE') {
          const detail = optionsRef.current.soldOut(subject, result);
          setState({ status: 'sold_out', subject, result, detail });
        } else if (result.status === 'PRICE_CHANGED') {
          setState({ status: 'changed', subject, result });
        } else {
          hold(subject, result, false);
        }
      } catch (error) {
        const { onExpired } = optionsRef.current;
        if (onExpired && isSearchExpired(error)) {
          setState({ status: 'idle' });
          onExpired();
        } else {
          setState({ status: 'error', subject, message: errorText(error, '') || null });
        }
      }
    },
    [hold],
  );

  const accept = useCallback(() => {
    if (state.status === 'changed') hold(state.subject, state.result, true);
  }, [state, hold]);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, check, accept, dismiss };
}
