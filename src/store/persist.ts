import { createTransform } from 'redux-persist';
import type { Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/** The persisted state blob's key. One per club so two clubs never share stored state. */
export function persistKeyFor(clubId: number): string {
  return `club-${clubId}`;
}

/**
 * What survives a reload, per the specification's "persisted state" list. The token is never here:
 * it lives in its own cookie and storage key (see lib/session).
 */
export const persistedSlices = ['session', 'preferences', 'recentFlightSearches', 'flightCheckout'] as const;

const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

export function persistStorage(): Storage {
  return typeof window === 'undefined' ? noopStorage : createWebStorage('local');
}

/**
 * Of the preferences only the currency and country are kept: the language always comes from the
 * URL, and fetched currency data or in-flight flags are never stale-loaded.
 */
export const preferencesTransform = createTransform(
  (inbound: Record<string, unknown>) => ({ currency: inbound.currency, country: inbound.country }),
  (outbound: Record<string, unknown>) => outbound,
  { whitelist: ['preferences'] },
);
