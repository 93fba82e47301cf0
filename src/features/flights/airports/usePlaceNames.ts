'use client';

import { useLocale } from 'next-intl';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import type { PlaceNames } from '../search/recentSearchesSlice';

const placeNamesEndpoint = () =>
  import('./placeNamesEndpoint').then(({ placeNamesEndpoints }) => placeNamesEndpoints.endpoints.placeNames);

const NONE: PlaceNames = {};

/**
 * City and airport names of these airport codes in the page's language, from the site's
 * `/api/places` (one answer a set of codes and language while the site is open). Empty until they
 * arrive (and after a failure): callers show the codes meanwhile.
 */
export function usePlaceNames(codes: readonly string[]): PlaceNames {
  const language = useLocale() === 'ar' ? 'ar' : 'en';
  const key = [...new Set(codes)].sort().join(',');
  const read = useLazyQuery(placeNamesEndpoint, key ? { codes: key, language } : SKIP, { reuse: true });
  return read.currentData ?? NONE;
}
