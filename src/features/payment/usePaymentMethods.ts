'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { fetchPaymentMethods } from './paymentApi';
import type { PaymentMethod } from './types';

export type MethodsState =
  { status: 'loading' } | { status: 'ready'; methods: PaymentMethod[] } | { status: 'failed' };

/** The payment methods the caller may use for a module, in the API's order. */
export function usePaymentMethods(moduleType: number) {
  const api = useApi();
  const [state, setState] = useState<MethodsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchPaymentMethods(api, moduleType).then(
      (methods) => live && setState({ status: 'ready', methods }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, moduleType, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
