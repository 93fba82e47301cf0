import type { Middleware } from '@reduxjs/toolkit';
import { loggedOut } from './sessionSlice';

/**
 * Every logout — the menu's, a 401's, an expired or vanished token's — is a `loggedOut` action: on
 * each, the bookings kept for offline use go (docs/offline.md), whichever path logged out. The
 * clearing code loads only then, not with every page.
 */
export const offlineCopiesMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action))
    void import('@/lib/offline/offlineCopies').then(({ clearOfflineCopies }) => clearOfflineCopies());
  return result;
};
