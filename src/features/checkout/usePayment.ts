'use client';

import { useCallback, useRef, useState } from 'react';
import { useApi } from '@/components/Providers';
import { newIdempotencyKey, payBody, payBooking } from './paymentApi';
import { outcomeOfError, outcomeOfResult, type PayOutcome } from './paymentOutcome';
import type { PayableBooking, PaymentInstrument } from './types';

interface Attempt {
  key: string;
  body: ReturnType<typeof payBody>;
}

export interface PaymentState {
  paying: boolean;
  outcome: PayOutcome | null;
}

/**
 * One payment attempt at a time. Each new attempt (a new card after a decline, say) gets its own
 * Idempotency-Key; an attempt that got no answer is sent again with the same key and body, so the
 * API answers it once and charges nothing twice.
 */
export function usePayment(booking: PayableBooking, onOutcome: (outcome: PayOutcome) => void) {
  const api = useApi();
  const [state, setState] = useState<PaymentState>({ paying: false, outcome: null });
  const pending = useRef<Attempt | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (attempt: Attempt) => {
      if (busy.current) return;
      busy.current = true;
      pending.current = attempt;
      setState({ paying: true, outcome: null });
      let outcome: PayOutcome;
      try {
        outcome = outcomeOfResult(await payBooking(api, attempt.body, attempt.key));
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      if (outcome.kind !== 'no_answer') pending.current = null;
      busy.current = false;
      setState({ paying: false, outcome });
      onOutcome(outcome);
    },
    [api, onOutcome],
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
