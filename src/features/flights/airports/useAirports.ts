'use client';

import { useCallback, useState } from 'react';
import { useClub } from '@/lib/app/AppContext';
import type { Airport } from './airportTypes';
import { prepareAirportSearch } from './matchAirports';

/**
 * One request per language for the life of the tab; a failure gives an empty list (and is retried
 * later). The list comes ready to search: its index is built as it arrives, not on the first key.
 */
const cache = new Map<string, Promise<Airport[]>>();

export function loadAirportList(clubId: number, language: string): Promise<Airport[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = fetch('/api/populateDump', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelbelId: clubId, language, blacklistAirports: [] }),
    })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: unknown }) => (Array.isArray(body.data) ? (body.data as Airport[]) : []))
      .catch(() => [] as Airport[])
      .then(async (list) => {
        if (list.length === 0) cache.delete(language);
        await prepareAirportSearch(list);
        return list;
      });
    cache.set(language, pending);
  }
  return pending;
}

/** The airport list, fetched the first time `load` is called (when an airport field gets focus). */
export function useAirports(language: string) {
  const { clubId } = useClub();
  const [airports, setAirports] = useState<Airport[] | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    if (airports || loading) return;
    setLoading(true);
    void loadAirportList(clubId, language).then((list) => {
      setAirports(list);
      setLoading(false);
    });
  }, [airports, loading, clubId, language]);
  return { airports, loading, load };
}
