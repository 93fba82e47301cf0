'use client';

import { useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a media query matches; false without matchMedia (unit tests). On the server and in the
 * first client render, where the width is not known, it answers `beforeHydration` (false unless
 * told): a caller that must not draw something until the browser says the query fails passes true.
 */
export function useMediaQuery(query: string, beforeHydration = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => beforeHydration,
  );
}
