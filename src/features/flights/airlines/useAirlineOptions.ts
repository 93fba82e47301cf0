'use client';

import { useCallback, useState } from 'react';
import { useLocale } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { normaliseSearchText } from '../airports/matchAirports';
import { fetchAirlineOptions } from '../api/flightsApi';
import type { AirlineOption } from '../api/types';

/** One request per language and tab: the API names the airlines in the request's language. */
const cached = new Map<string, Promise<AirlineOption[]>>();

/** The club's airlines for the airline select, fetched once per tab and language when first needed. */
export function useAirlineOptions() {
  const api = useApi();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; airlines: AirlineOption[] } | null>(null);
  const airlines = loaded?.locale === locale ? loaded.airlines : null;
  const load = useCallback(() => {
    if (airlines) return;
    let request = cached.get(locale);
    if (!request) {
      request = fetchAirlineOptions(api).then((list) => {
        if (list.length === 0) cached.delete(locale);
        return list;
      });
      cached.set(locale, request);
    }
    void request.then((list) => setLoaded({ locale, airlines: list }));
  }, [airlines, api, locale]);
  return { airlines, loading: airlines === null, load };
}

/**
 * Airlines whose code, name (in the page's language) or English name contains the query, exact
 * codes first, in the API's order (the club's own and common carriers lead); at most `limit`.
 * Arabic typing is compared without vowel marks and hamza forms, like the airport search.
 */
export function matchAirlines(airlines: readonly AirlineOption[], query: string, limit = 8): AirlineOption[] {
  const q = normaliseSearchText(query);
  if (!q) return airlines.slice(0, limit);
  const byCode = airlines.filter((a) => a.airlineCode.toLowerCase() === q);
  const byName = airlines.filter((a) => {
    const code = a.airlineCode.toLowerCase();
    if (code === q) return false;
    return (
      code.startsWith(q) ||
      normaliseSearchText(a.name).includes(q) ||
      normaliseSearchText(a.englishName ?? '').includes(q)
    );
  });
  return [...byCode, ...byName].slice(0, limit);
}
