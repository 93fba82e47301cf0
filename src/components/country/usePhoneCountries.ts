'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { toPhoneCountries, type PhoneCountry } from '@/lib/geo/phoneCountries';
import { apiSlice } from '@/store/apiSlice';

/** Answers that mean the club API does not have the call at all. */
const CALL_MISSING = new Set([404, 405, 501]);

const countriesApi = apiSlice.injectEndpoints({
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

const NO_COUNTRIES: PhoneCountry[] = [];

type NameLookup = (alpha2: string) => string | undefined;
const nameLookups = new Map<string, Promise<NameLookup>>();

/** Country names in a language, from i18n-iso-countries, loaded on demand (spec section 3). */
function loadCountryNames(locale: string): Promise<NameLookup> {
  let lookup = nameLookups.get(locale);
  if (!lookup) {
    lookup = (async () => {
      const [{ default: countries }, { default: names }] = await Promise.all([
        import('i18n-iso-countries'),
        locale === 'ar'
          ? import('i18n-iso-countries/langs/ar.json')
          : import('i18n-iso-countries/langs/en.json'),
      ]);
      countries.registerLocale(names);
      return (alpha2: string) => countries.getName(alpha2, locale, { select: 'official' }) || undefined;
    })();
    nameLookups.set(locale, lookup);
  }
  return lookup;
}

export type CountriesStatus = 'loading' | 'ready' | 'failed';

/** The club's phone countries with their names in the current language. */
export function usePhoneCountries() {
  const locale = useLocale();
  // One request per tab: a form opened later uses the list already held.
  const listed = countriesApi.usePhoneCountriesQuery(undefined, { refetchOnMountOrArgChange: false });
  const countries = listed.data ?? NO_COUNTRIES;
  const status: CountriesStatus = listed.data ? 'ready' : listed.isError ? 'failed' : 'loading';
  const [lookup, setLookup] = useState<{ nameOf: NameLookup } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadCountryNames(locale).then(
      (nameOf) => !cancelled && setLookup({ nameOf }),
      // Without the names package the API's own English and Arabic names are used.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const nameOf = useCallback(
    (country: PhoneCountry) =>
      lookup?.nameOf(country.alpha2) ?? (locale === 'ar' && country.nameAr ? country.nameAr : country.name),
    [lookup, locale],
  );

  const { refetch } = listed;
  const retry = useCallback(() => void refetch(), [refetch]);

  return { countries, status, nameOf, retry };
}
