'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { toPhoneCountries, type PhoneCountry } from '@/lib/geo/phoneCountries';
import { apiSlice } from '@/store/apiSlice';

const countriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    phoneCountries: build.query<PhoneCountry[], void>({
      query: () => '/common/country/list',
      transformResponse: toPhoneCountries,
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
