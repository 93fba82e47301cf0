import type { Persistor } from 'redux-persist';
import type { ApiClient } from '@/lib/api/client';
import type { ShellStore } from './shellStore';

/**
 * The browser tab's store and API client, kept across a remount of the app's providers. A switch
 * of locale is a client navigation, but it renders the `[locale]` layout afresh; without this the
 * store (the header's state, the popup, anything a page keeps there) would start over each time the
 * visitor changes language. On the server every render gets its own.
 */
export interface TabApp {
  /** The real store once its code has loaded (see shellStore). */
  store: ShellStore;
  api: ApiClient;
  /** Started once, in the browser, after the first paint (see lib/app/AppProviders). */
  persistence: Promise<Persistor> | null;
}

let current: { key: string; app: TabApp } | null = null;

export function tabApp(key: string, create: () => Omit<TabApp, 'persistence'>): TabApp {
  if (typeof window === 'undefined') return { ...create(), persistence: null };
  if (current?.key !== key) current = { key, app: { ...create(), persistence: null } };
  return current.app;
}

/** Test seam: the next render starts a new store. */
export function forgetTabApp(): void {
  current = null;
}
