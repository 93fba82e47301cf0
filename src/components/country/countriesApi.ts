import { toPhoneCountries, type PhoneCountry } from '@/lib/geo/phoneCountries';
import { apiSlice } from '@/store/apiSlice';

/** Answers that mean the club API does not have the call at all. */
const CALL_MISSING = new Set([404, 405, 501]);

/**
 * The club's country list as an RTK Query endpoint. Loaded by `usePhoneCountries` after the form
 * mounts, never imported by a page: RTK Query is about 14 kB gzip, and every page with a phone field
 * (checkout, contact, agent application) had carried it in its first-load JavaScript.
 */
export const countriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The club API's country list; a club API without the call (404, 405 or 501) gets the calling
     * codes libphonenumber-js knows instead, so every phone field still works. Other failures stay
     * failures (the form offers to try again).
     */
    phoneCountries: build.query<PhoneCountry[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/common/country/list');
        if (!result.error)
          return { data: toPhoneCountries(result.data as Parameters<typeof toPhoneCountries>[0]) };
        if (!CALL_MISSING.has(result.error.status)) return { error: result.error };
        const { fallbackPhoneCountries } = await import('@/lib/geo/fallbackPhoneCountries');
        return { data: await fallbackPhoneCountries() };
      },
      providesTags: ['Countries'],
      // The list does not change while the site is open: kept for the tab, not read per form.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const phoneCountriesQuery = countriesApi.endpoints.phoneCountries;
