'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale } from 'next-intl';
import type { PhoneCountry } from '@/lib/geo/phoneCountries';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { INIT_LAZY_SLICE } from '@/store/injectableReducer';
import type { RootState } from '@/store/makeStore';

type CountriesQuery = (typeof import('./countriesApi'))['phoneCountriesQuery'];

/**
 * The endpoint's module (and RTK Query with it) comes after the form has mounted, not with the page
 * (see ./countriesApi); once loaded it is kept for the tab.
 */
let loadedQuery: CountriesQuery | null = null;
let queryLoading: Promise<CountriesQuery> | null = null;

function loadCountriesQuery(): Promise<CountriesQuery> {
  queryLoading ??= import('./countriesApi').then(
    ({ phoneCountriesQuery }) => (loadedQuery = phoneCountriesQuery),
    (error: unknown) => {
      queryLoading = null;
      throw error;
    },
  );
  return queryLoading;
}

const NO_COUNTRIES: PhoneCountry[] = [];
const selectNothing = () => undefined;

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
  const store = useAppStore();
  const [query, setQuery] = useState<CountriesQuery | null>(loadedQuery);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query) return;
    let cancelled = false;
    loadCountriesQuery().then(
      (loaded) => !cancelled && setQuery(() => loaded),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [query, attempt]);

  // One request per tab: a form opened later uses the list already held (a retry asks again).
  useEffect(() => {
    if (!query) return;
    // RTK Query reads its state before its first request: the store takes it in now.
    if (!store.getState().api) store.dispatch(INIT_LAZY_SLICE);
    const subscription = store.dispatch(query.initiate(undefined, { forceRefetch: attempt > 0 }));
    return () => subscription.unsubscribe();
  }, [query, store, attempt]);

  // One selector per loaded endpoint: RTK Query's `select()` builds a new memoised selector each call.
  // Until the first action after the endpoint's module loaded, the store holds no `api` state yet.
  const selectListed = useMemo(() => {
    if (!query) return selectNothing;
    const select = query.select();
    return (state: RootState) => (state.api ? select(state) : undefined);
  }, [query]);
  const listed = useAppSelector(selectListed);
  const countries = listed?.data ?? NO_COUNTRIES;
  const status: CountriesStatus = listed?.data
    ? 'ready'
    : listed?.isError || (loadFailed && !query)
      ? 'failed'
      : 'loading';
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

  const retry = useCallback(() => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { countries, status, nameOf, retry };
}
