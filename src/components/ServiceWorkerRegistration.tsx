'use client';

import { useEffect } from 'react';

/**
 * Registers the offline worker (docs/offline.md) in a production build, after the page has loaded
 * and the browser is idle, so it never competes with the page's own first requests.
 */
export default function ServiceWorkerRegistration({ apiBaseUrl }: { apiBaseUrl: string }) {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () => {
      if (cancelled) return;
      void import('@/lib/offline/registerWorker')
        .then(({ registerWorker }) => registerWorker(apiBaseUrl))
        .catch(() => {
          // No worker (a private window, storage refused): the site works as it did without one.
        });
    };
    // Safari has no requestIdleCallback.
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(register)
        : window.setTimeout(register, 1);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [apiBaseUrl]);
  return null;
}
