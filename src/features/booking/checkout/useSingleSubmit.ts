'use client';

import { useCallback, useRef, useState } from 'react';
import { useWarnBeforeUnload } from '@/features/payment/useWarnBeforeUnload';

/**
 * A checkout's booking call, one at a time: a second submit while one is out is answered null (the
 * first one's answer stands), and leaving the page while a booking is being made asks first. The
 * module's `book` keeps the attempt's Idempotency-Key, so even a retried call books once.
 */
export function useSingleSubmit<Draft, Result>(book: (draft: Draft) => Promise<Result>) {
  const busy = useRef(false);
  const [inFlight, setInFlight] = useState(false);
  useWarnBeforeUnload(inFlight);

  const submit = useCallback(
    async (draft: Draft): Promise<Result | null> => {
      if (busy.current) return null;
      busy.current = true;
      setInFlight(true);
      try {
        return await book(draft);
      } finally {
        busy.current = false;
        setInFlight(false);
      }
    },
    [book],
  );

  return { submit, inFlight };
}
