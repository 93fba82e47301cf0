'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api/client';
import { useLocale } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { fetchCountries, type PhoneCountry } from '@/lib/geo/phoneCountries';

/** One request per tab for the club API's country list; a failure is forgotten so a retry can refetch. */
let countriesRequest: Promise<PhoneCountry[]> | null = null;

function loadCountries(api: ApiClient): Promise<PhoneCountry[]> {
  countriesRequest ??= fetchCountries(api).catch((error: unknown) => {
    countriesRequest = null;
    throw error;
  });
  return countriesRequest;
}

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

/** Test seam: forget the cached list. */
export function forgetPhoneCountries(): void {
  countriesRequest = null;
}

export type CountriesStatus = 'loading' | 'ready' | 'failed';

/** The club's phone countries with their names in the current language. */
export function usePhoneCountries() {
  const api = useApi();
  const locale = useLocale();
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [lookup, setLookup] = useState<{ nameOf: NameLookup } | null>(null);
  const [status, setStatus] = useState<CountriesStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadCountries(api).then(
      (list) => {
        if (cancelled) return;
        setCountries(list);
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);

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
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { countries, status, nameOf, retry };
}
