'use client';

import { useEffect, type RefObject } from 'react';

const OPTIONS: ScrollIntoViewOptions = { block: 'nearest', inline: 'center' };

/**
 * Brings a fare strip's chosen day into the strip's view (on a phone only three days fit, and in
 * Arabic the strip starts at the right), only when it is not fully in view. Called while React
 * commits, `scrollIntoView` forced the browser to lay out the whole results page at once — a long
 * task of 100–150 ms on a phone while the page loaded. An IntersectionObserver reports after the
 * browser's own layout, so asking whether the day is visible costs nothing and the scroll, when
 * needed, finds the layout done. Without one (old browsers, tests' DOM) it scrolls at once, as before.
 */
export function useChosenDayInView(ref: RefObject<HTMLElement | null>, active: boolean, key: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.scrollIntoView?.(OPTIONS);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 1) element.scrollIntoView?.(OPTIONS);
      },
      // The strip's list scrolls sideways: visible means visible within it.
      { root: element.parentElement, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, key]);
}
