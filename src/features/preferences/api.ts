import type { Envelope } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema';
import { apiSlice } from '@/store/apiSlice';
import { currencyDataLoaded, type CurrencyData } from '@/store/preferencesSlice';
import type { PreferenceUpdate } from './preferenceUpdate';

export type { PreferenceUpdate } from './preferenceUpdate';

type ApiCurrency = components['schemas']['Currency'];

function toCurrencyData(body: Envelope<ApiCurrency>): CurrencyData {
  const data = body.data;
  return {
    code: data.code.toUpperCase(),
    name: data.name,
    symbol: data.symbol,
    icon: data.icon,
    rate: data.rate,
    decimals: data.decimals,
  };
}

/**
 * The preference calls as RTK Query endpoints. This module loads with the header's background work
 * and with a logged-in user's first switch (usePreferenceActions imports it then), never with the page.
 */
export const preferencesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The chosen currency's details (`GET /currency/flight/currency-code/{CODE}`, code upper case),
     * put into the preferences; a failure is only logged (spec section 8).
     */
    currencyData: build.query<CurrencyData, string>({
      query: (code) => `/currency/flight/currency-code/${encodeURIComponent(code.toUpperCase())}`,
      transformResponse: toCurrencyData,
      onQueryStarted: async (code, { dispatch, getState, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          // An answer for a currency chosen before the current one is not applied.
          const current = (getState() as { preferences?: { currency?: string } }).preferences?.currency;
          if (current?.toUpperCase() === code.toUpperCase()) dispatch(currencyDataLoaded(data));
        } catch (failure) {
          console.error(`Could not load the currency ${code}`, (failure as { error?: unknown }).error);
        }
      },
    }),
    /**
     * Saves one preference of the signed-in user. Any 2xx counts as saved: the specification keeps
     * the previous value "on a non-200 answer", but a club API answering 201 or 204 has saved it
     * too (docs/club-api.md). Anything else (a 3xx the client did not follow) is an ApiError.
     */
    savePreference: build.mutation<void, { userId: number; update: PreferenceUpdate }>({
      queryFn: async ({ userId, update }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/admin/customer/preference/update/${userId}`,
          method: 'PUT',
          body: update,
        });
        if (result.error) return { error: result.error };
        const status = result.meta?.status ?? 0;
        const message = (result.data as Partial<Envelope<unknown>> | undefined)?.message;
        return status >= 200 && status < 300
          ? { data: undefined }
          : { error: new ApiError(status, message || null) };
      },
    }),
  }),
});
