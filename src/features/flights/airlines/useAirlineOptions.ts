'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { useShellStore } from '@/store/shellHooks';
import { normaliseSearchText } from '../airports/matchAirports';
import type { AirlineOption } from '../api/types';

const airlineOptionsEndpoint = () =>
  import('../api/flightEndpoints').then(({ flightEndpoints }) => flightEndpoints.endpoints.airlineOptions);
/** The call's code (RTK Query's, the store's) loads with the field's first focus, not with the form. */
const lazyEndpoints = () => import('@/store/lazyEndpoints');

/**
 * The club's airlines for the airline select, read once per tab and language when first needed
 * (the API names them in the request's language; the endpoint keeps the answer for the day); a
 * failure gives an empty list (spec section 8) and the next form asks again.
 */
export function useAirlineOptions() {
  const locale = useLocale();
  const shell = useShellStore();
  const [wanted, setWanted] = useState(false);
  const [read, setRead] = useState<{ locale: string; airlines: AirlineOption[] } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const answer = (airlines: AirlineOption[]) => live && setRead({ locale, airlines });
    Promise.all([lazyEndpoints(), shell.ready()])
      .then(([{ fetchLazyQuery }, store]) =>
        fetchLazyQuery(store, airlineOptionsEndpoint, locale, { reuse: true }),
      )
      .then(answer, () => answer([]));
    return () => {
      live = false;
    };
  }, [wanted, locale, shell]);

  const airlines = read?.locale === locale ? read.airlines : null;
  const load = useCallback(() => setWanted(true), []);
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
