'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { newIdempotencyKey, payBody } from './paymentApi';
import { outcomeOfError, outcomeOfResult, type PayOutcome } from './paymentOutcome';
import type { PayableBooking, PaymentInstrument } from './types';

const payEndpoint = () =>
  import('./paymentEndpoints').then(({ paymentEndpoints }) => paymentEndpoints.endpoints.payBooking);

interface Attempt {
  key: string;
  body: ReturnType<typeof payBody>;
}

export interface PaymentState {
  paying: boolean;
  outcome: PayOutcome | null;
}

export interface PaymentHooks {
  /** The outcome to start from (what a reload learnt of the last attempt), else none. */
  initialOutcome?: PayOutcome | null;
  /** An attempt is about to go out: the caller may keep its key (never its card or token). */
  onAttemptSent?: (key: string, method: number) => void;
  /** The attempt got an answer (anything but no answer at all). */
  onAttemptSettled?: () => void;
}

/**
 * One payment attempt at a time. Each new attempt (a new card after a decline, say) gets its own
 * Idempotency-Key; an attempt that got no answer is sent again with the same key and body, so the
 * API answers it once and charges nothing twice.
 */
export function usePayment(
  booking: PayableBooking,
  onOutcome: (outcome: PayOutcome) => void,
  hooks: PaymentHooks = {},
) {
  const payBooking = useLazyMutation(payEndpoint);
  const [state, setState] = useState<PaymentState>({ paying: false, outcome: hooks.initialOutcome ?? null });
  const hooksRef = useRef(hooks);
  useEffect(() => {
    hooksRef.current = hooks;
  });
  const pending = useRef<Attempt | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (attempt: Attempt) => {
      if (busy.current) return;
      busy.current = true;
      pending.current = attempt;
      setState({ paying: true, outcome: null });
      hooksRef.current.onAttemptSent?.(attempt.key, attempt.body.method);
      let outcome: PayOutcome;
      try {
        outcome = outcomeOfResult(await payBooking({ body: attempt.body, idempotencyKey: attempt.key }));
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      if (outcome.kind !== 'no_answer') {
        pending.current = null;
        hooksRef.current.onAttemptSettled?.();
      }
      busy.current = false;
      setState({ paying: false, outcome });
      onOutcome(outcome);
    },
    [payBooking, onOutcome],
  );

  const pay = useCallback(
    (instrument: PaymentInstrument) => send({ key: newIdempotencyKey(), body: payBody(booking, instrument) }),
    [booking, send],
  );

  /** Sends the unanswered attempt again, with its key. */
  const retry = useCallback(() => {
    if (pending.current) return send(pending.current);
    return Promise.resolve();
  }, [send]);

  const clearOutcome = useCallback(() => setState((s) => ({ ...s, outcome: null })), []);

  return { ...state, pay, retry, clearOutcome, canRetry: state.outcome?.kind === 'no_answer' };
}
