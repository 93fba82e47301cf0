'use client';

import { useEffect } from 'react';

/**
 * While `active` (a booking or payment request is on its way), leaving or reloading the page asks
 * the browser's "Leave site?" question first. Browsers show their own text, not the page's.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
