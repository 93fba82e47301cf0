'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import type { PlaceNames } from '../search/recentSearchesSlice';

const cache = new Map<string, Promise<PlaceNames>>();

function load(codes: readonly string[], language: string): Promise<PlaceNames> {
  const key = `${language}|${codes.join(',')}`;
  let names = cache.get(key);
  if (!names) {
    const query = new URLSearchParams({ codes: codes.join(','), language });
    names = fetch(`/api/places?${query}`)
      .then((response) => (response.ok ? response.json() : { data: {} }))
      .then((body: { data: PlaceNames | null }) => body.data ?? {})
      .catch(() => {
        cache.delete(key); // try again next time
        return {};
      });
    cache.set(key, names);
  }
  return names;
}

/**
 * City and airport names of these airport codes in the page's language, from the site's
 * `/api/places`. Empty until they arrive (and after a failure): callers show the codes meanwhile.
 */
export function usePlaceNames(codes: readonly string[]): PlaceNames {
  const language = useLocale() === 'ar' ? 'ar' : 'en';
  const wanted = [...new Set(codes)].sort();
  const key = wanted.join(',');
  const [state, setState] = useState<{ key: string; names: PlaceNames }>({ key: '', names: {} });
  useEffect(() => {
    if (!key) return;
    let current = true;
    void load(key.split(','), language).then((names) => {
      if (current) setState({ key: `${language}|${key}`, names });
    });
    return () => {
      current = false;
    };
  }, [key, language]);
  return state.key === `${language}|${key}` ? state.names : {};
}
