'use client';

import { useMemo } from 'react';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import type { DestinationKey } from '../api/hotelSearchEndpoints';
import type { Destination } from './hotelSearch';
import type { RecentHotelSearch } from './recentHotelSearchesSlice';

const keyOf = (destination: Pick<Destination, 'type' | 'id'>): DestinationKey =>
  `${destination.type}:${destination.id}`;

const destinationNamesEndpoint = () =>
  import('../api/hotelSearchEndpoints').then(
    ({ hotelSearchEndpoints }) => hotelSearchEndpoints.endpoints.destinationNames,
  );

/**
 * The recent searches as the page's language names them: a search made in another language (a
 * "Riyadh" searched on the English page, listed on the Arabic home) gets its destination's name in
 * this one from the club API, and is left out until then (or when that fails) rather than shown in
 * the other language.
 */
export function useRecentDestinations(
  items: readonly RecentHotelSearch[],
  locale: string,
): RecentHotelSearch[] {
  const wanted = useMemo(
    () => [...new Set(items.filter((item) => item.locale !== locale).map((item) => keyOf(item.destination)))],
    [items, locale],
  );
  // Keyed by language too: a language switch keeps no name of the other one.
  const read = useLazyQuery(destinationNamesEndpoint, wanted.length > 0 ? { keys: wanted, locale } : SKIP);
  const named = read.currentData;

  return useMemo(
    () =>
      items.flatMap((item) => {
        if (item.locale === locale) return [item];
        const destination = named?.[keyOf(item.destination)];
        return destination ? [{ ...item, destination, locale }] : [];
      }),
    [items, locale, named],
  );
}
