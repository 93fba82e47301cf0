'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps what a form holds, `delayMs` after the last change, and at once when the form goes away
 * (in-app navigation unmounts it) or the page is hidden or left (a reload, a link to another
 * site): the last fields typed before leaving are never lost to the debounce. `save` must be stable.
 */
export function useKeepDraft<T>(values: T, save: (values: T) => void, delayMs = 250): void {
  const pending = useRef<{ values: T } | null>(null);

  useEffect(() => {
    pending.current = { values };
    const timer = window.setTimeout(() => {
      pending.current = null;
      save(values);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [values, save, delayMs]);

  useEffect(() => {
    const flush = () => {
      const draft = pending.current;
      pending.current = null;
      if (draft) save(draft.values);
    };
    // `visibilitychange` comes before `pagehide` when a page is left, so the draft is in the store
    // before the store's own write at `pagehide` (see startPersistence).
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);
}
