'use client';

import { useLazyQuery } from '@/store/lazyEndpoints';
import type { PaymentMethod } from './types';

const paymentMethodsEndpoint = () =>
  import('./paymentEndpoints').then(({ paymentEndpoints }) => paymentEndpoints.endpoints.paymentMethods);

export type MethodsState =
  { status: 'loading' } | { status: 'ready'; methods: PaymentMethod[] } | { status: 'failed' };

/** The payment methods the caller may use for a module, in the API's order. */
export function usePaymentMethods(moduleType: number) {
  const read = useLazyQuery(paymentMethodsEndpoint, moduleType);
  const state: MethodsState = read.currentData
    ? { status: 'ready', methods: read.currentData }
    : read.isError && !read.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };
  return { state, retry: read.refetch };
}
