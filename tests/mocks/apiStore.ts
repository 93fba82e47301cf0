import { vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { makeStore } from '@/store/makeStore';
import { fakeApi, type FakeRoute } from './fakeApi';

/**
 * A store with the site's real API client over a fake club API, for tests of RTK Query endpoints
 * without a component: dispatch `endpoint.initiate(…)`, read `endpoint.select(…)(store.getState())`.
 */
export function apiStore(
  routes: Record<string, FakeRoute>,
  {
    token = null,
    language = 'en',
    currency = 'USD',
  }: { token?: string | null; language?: 'en' | 'ar'; currency?: string } = {},
) {
  const fake = fakeApi(routes);
  const onUnauthorized = vi.fn();
  const store = makeStore({ language, currency, api: () => client });
  const client = createApiClient({
    adapter: fake.adapter,
    baseURL: 'http://api.test',
    apiKey: 'key-12345678',
    version: '1',
    clubId: 101,
    getLanguage: () => store.getState().preferences.language,
    getCurrency: () => store.getState().preferences.currency,
    getToken: () => token,
    onUnauthorized,
  });
  return { store, fake, onUnauthorized };
}
