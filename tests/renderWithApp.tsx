import type { ReactElement } from 'react';
import axios, { type AxiosAdapter } from 'axios';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import AppProviders from '@/lib/app/AppProviders';
import type { ClubPublic } from '@/lib/club/types';
import { useAppStore } from '@/store/hooks';
import type { AppStore } from '@/store/makeStore';
import { aClub } from './builders/aClub';
import en from '../messages/en.json';
import ar from '../messages/ar.json';

export const TEST_API_BASE = 'http://api.test';

export interface AppOptions {
  adapter: AxiosAdapter;
  locale?: 'en' | 'ar';
  club?: ClubPublic;
}

/**
 * Renders inside the app's real `Providers` (store, API client with its interceptors, context) and
 * the real messages. The network is the given axios adapter; nothing else is mocked.
 */
export function renderWithApp(ui: ReactElement, { adapter, locale = 'en', club = aClub() }: AppOptions) {
  const store: { current: AppStore | null } = { current: null };
  function StoreProbe() {
    store.current = useAppStore();
    return null;
  }
  // The app's client is created on its first call, so the adapter stays in place until the test
  // ends (tests/setup.ts puts axios's own back after each test).
  axios.defaults.adapter = adapter;
  {
    const result = render(
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Europe/Vienna">
        <AppProviders
          club={club}
          siteType="customer"
          locale={locale}
          apiSettings={{ baseUrl: TEST_API_BASE, apiKey: 'key-12345678', version: '1' }}
        >
          <StoreProbe />
          {ui}
        </AppProviders>
      </NextIntlClientProvider>,
    );
    return { ...result, store: () => store.current! };
  }
}
