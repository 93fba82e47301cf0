/**
 * The one way tests render the site: inside the app's real providers (store, API client with its
 * interceptors, app context) and the real messages, with a fake club API at the axios adapter.
 * Options set the locale, the club, the session and the store's starting state; nothing else is
 * mocked.
 */
import { act, render, type RenderOptions } from '@testing-library/react';
import axios from 'axios';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { AppToaster } from '@/components/feedback/AppToaster';
import AppProviders from '@/lib/app/AppProviders';
import type { ClubPublic } from '@/lib/club/types';
import { useAppStore } from '@/store/hooks';
import type { AppStore, RootState } from '@/store/makeStore';
import { loggedIn, type SessionUser } from '@/store/sessionSlice';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { aClub } from './builders/aClub';
import { aSessionUser } from './builders/aSessionUser';
import { fakeApi, ok, type FakeRoute } from './mocks/fakeApi';

export const TEST_API_BASE = 'http://api.test';

const currencyAnswer = (code: string) =>
  ok({ code, name: code, symbol: code, icon: '', rate: 1, decimals: 2 });

const countryRows = [
  ['India', 'IN', 'IND', '91'],
  ['Saudi Arabia', 'SA', 'SAU', '966'],
  ['United Arab Emirates', 'AE', 'ARE', '971'],
  ['United Kingdom', 'GB', 'GBR', '44'],
].map(([country, alpha2_code, alpha3_code, country_code]) => ({
  country,
  alpha2_code,
  alpha3_code,
  country_code,
}));

/** What the header asks of every page: the currency data and the country list. */
export const appRoutes: Record<string, FakeRoute> = {
  'GET /currency/flight/currency-code/USD': currencyAnswer('USD'),
  'GET /currency/flight/currency-code/AED': currencyAnswer('AED'),
  'GET /common/country/list': ok(countryRows),
};

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  locale?: 'en' | 'ar';
  /** The club the site runs for; `aClub()` when absent. */
  club?: ClubPublic;
  /** Logged in as this user (over `aSessionUser()`'s defaults); a guest when absent or null. */
  user?: Partial<SessionUser> | null;
  /** The state the tab's store starts from, over the club's defaults. */
  state?: Partial<RootState>;
  /** Answers of the fake club API, over `appRoutes`. */
  routes?: Record<string, FakeRoute>;
  /** A fake club API built by the test, used as it is (instead of `routes`). */
  api?: ReturnType<typeof fakeApi>;
  /** Renders the app's toaster beside `ui`. */
  toaster?: boolean;
}

/** Renders `ui` in the app; answers the fake API (its calls) and the tab's store. */
export function renderApp(
  ui: ReactElement,
  {
    locale = 'en',
    club = aClub(),
    user = null,
    state,
    routes = {},
    api = fakeApi({ ...appRoutes, ...routes }),
    toaster = false,
    ...options
  }: AppRenderOptions = {},
) {
  const store: { current: AppStore | null } = { current: null };
  function StoreProbe() {
    store.current = useAppStore();
    return null;
  }
  // The app's client is created on its first call, so the adapter stays in place until the test
  // ends (tests/setup.ts puts axios's own back after each test).
  axios.defaults.adapter = api.adapter;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Europe/Vienna">
        <AppProviders
          club={club}
          siteType="customer"
          locale={locale}
          apiSettings={{ baseUrl: TEST_API_BASE, apiKey: 'key-12345678', version: '1' }}
          preloadedState={state}
        >
          <StoreProbe />
          {children}
          {toaster && <AppToaster />}
        </AppProviders>
      </NextIntlClientProvider>
    );
  }
  const view = render(ui, { wrapper: Wrapper, ...options });
  if (user) act(() => void store.current!.dispatch(loggedIn(aSessionUser(user))));
  return { ...view, api, store: () => store.current! };
}
