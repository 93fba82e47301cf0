'use client';

import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { fetchDestination } from '../api/search';
import type { Destination } from './hotelSearch';
import type { RecentHotelSearch } from './recentHotelSearchesSlice';

const keyOf = (destination: Pick<Destination, 'type' | 'id'>) => `${destination.type}:${destination.id}`;

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
  const api = useApi();
  // Keyed by language too: a language switch keeps no name of the other one.
  const [named, setNamed] = useState<Record<string, Destination>>({});
  const wanted = useMemo(
    () => [...new Set(items.filter((item) => item.locale !== locale).map((item) => keyOf(item.destination)))],
    [items, locale],
  );

  useEffect(() => {
    if (wanted.length === 0) return;
    let live = true;
    for (const key of wanted) {
      const [type, id] = key.split(':') as [Destination['type'], string];
      fetchDestination(api, type, Number(id)).then(
        (destination) => live && setNamed((current) => ({ ...current, [`${locale}|${key}`]: destination })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [api, wanted, locale]);

  return useMemo(
    () =>
      items.flatMap((item) => {
        if (item.locale === locale) return [item];
        const destination = named[`${locale}|${keyOf(item.destination)}`];
        return destination ? [{ ...item, destination, locale }] : [];
      }),
    [items, locale, named],
  );
}
