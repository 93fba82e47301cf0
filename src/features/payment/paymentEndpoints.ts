import type { Envelope } from '@/lib/api/client';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { payBody } from './paymentApi';
import type { PaymentMethod, PaymentResult } from './types';

/**
 * The payment step's calls as RTK Query endpoints, shared by every module, loaded when the step
 * first asks (store/lazyEndpoints), not with the checkout page. The card itself is tokenised
 * outside the store (paymentApi's `tokenizeCard`): a mutation's argument sits in the store while it
 * runs, and card digits are kept nowhere.
 */
export const paymentEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The payment methods the caller may use for a module, in the API's order. */
    paymentMethods: build.query<PaymentMethod[], number>({
      query: (moduleType) => ({ url: '/payment/methods', params: { moduleType } }),
      transformResponse: (body: Envelope<PaymentMethod[]>) => (Array.isArray(body.data) ? body.data : []),
    }),
    payBooking: build.mutation<PaymentResult, { body: ReturnType<typeof payBody>; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/payment/pay',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: envelopeData<PaymentResult>,
    }),
  }),
});
