'use client';

import { useSyncExternalStore } from 'react';

/** The header turns dark once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 5;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the window is scrolled further than `threshold` pixels; false on the server. */
export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
