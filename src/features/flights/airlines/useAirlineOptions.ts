'use client';

import { useCallback, useState } from 'react';
import { useApi } from '@/components/Providers';
import { fetchAirlineOptions } from '../api/flightsApi';
import type { AirlineOption } from '../api/types';

let cached: Promise<AirlineOption[]> | undefined;

/** The club's airlines for the airline select, fetched once per tab when first needed. */
export function useAirlineOptions() {
  const api = useApi();
  const [airlines, setAirlines] = useState<AirlineOption[] | null>(null);
  const load = useCallback(() => {
    if (airlines) return;
    cached ??= fetchAirlineOptions(api).then((list) => {
      if (list.length === 0) cached = undefined;
      return list;
    });
    void cached.then(setAirlines);
  }, [airlines, api]);
  return { airlines, loading: airlines === null, load };
}

/** Airlines whose name or code contains the query, codes matching first; at most `limit`. */
export function matchAirlines(airlines: readonly AirlineOption[], query: string, limit = 8): AirlineOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return airlines.slice(0, limit);
  const byCode = airlines.filter((a) => a.airlineCode.toLowerCase() === q);
  const byName = airlines.filter(
    (a) =>
      a.airlineCode.toLowerCase() !== q &&
      (a.name.toLowerCase().includes(q) || a.airlineCode.toLowerCase().startsWith(q)),
  );
  return [...byCode, ...byName].slice(0, limit);
}
