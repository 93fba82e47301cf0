import type { Envelope } from '@/lib/api/client';
import { apiSlice } from '@/store/apiSlice';
import type { toContactBody } from './contactSchema';

/**
 * The contact form's call as an RTK Query endpoint, loaded when the form is first sent
 * (store/lazyEndpoints), not with the contact page.
 */
export const contactEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the contact form to the club (`POST /contact`); answers the stored message's reference. */
    sendContactMessage: build.mutation<{ id: number; message: string }, ReturnType<typeof toContactBody>>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      transformResponse: (body: Envelope<{ id: number }>) => ({ id: body.data.id, message: body.message }),
    }),
  }),
});
