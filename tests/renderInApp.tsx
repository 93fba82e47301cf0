/**
 * The header's preference and role tests: the app's real Providers, a fake club API at the axios
 * adapter, the real toaster, and a stubbed `POST /api/userIp`.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppToaster } from '@/components/feedback/AppToaster';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { forgetPhoneCountries } from '@/components/country/usePhoneCountries';
import type { ClubPublic } from '@/lib/club/types';
import { loggedIn, type SessionUser } from '@/store/sessionSlice';
import { aClub } from './builders/aClub';
import { aSessionUser } from './builders/aSessionUser';
import { fakeApi, ok, type FakeRoute } from './mocks/fakeApi';
import { renderWithApp } from './renderWithApp';

export const twoCurrencyClub = (overrides: Partial<ClubPublic> = {}) =>
  aClub({
    currencies: [
      { code: 'USD', name: 'US Dollar', icon: 'https://cdn.example.test/usd.svg', symbol: '$' },
      { code: 'AED', name: 'UAE Dirham', icon: 'https://cdn.example.test/aed.svg', symbol: 'د.إ' },
    ],
    ...overrides,
  });

export const currencyAnswer = (code: string) =>
  ok({ code, name: code, symbol: code, icon: '', rate: 1, decimals: 2 });

export const countryRows = [
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

/** Resets what the header keeps per tab between tests, and answers `/api/userIp` with `ipCountry`. */
export function resetBrowserState(ipCountry = 'SA') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetVisitorLocation();
  forgetPhoneCountries();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({
      ok: true,
      json: async () => ({ data: { ip: '203.0.113.9', country: { iso_code: ipCountry } } }),
    })),
  );
}

export interface HeaderHarnessOptions {
  routes?: Record<string, FakeRoute>;
  user?: Partial<SessionUser> | null;
  locale?: 'en' | 'ar';
  club?: ClubPublic;
}

/** Renders `ui` with the default routes for currency data and the country list, logged in as `user`. */
export function renderInApp(
  ui: ReactElement,
  { routes = {}, user = null, locale, club }: HeaderHarnessOptions = {},
) {
  const api = fakeApi({
    'GET /currency/flight/currency-code/USD': currencyAnswer('USD'),
    'GET /currency/flight/currency-code/AED': currencyAnswer('AED'),
    'GET /common/country/list': ok(countryRows),
    ...routes,
  });
  const view = renderWithApp(
    <>
      {ui}
      <AppToaster />
    </>,
    { adapter: api.adapter, locale, club: club ?? twoCurrencyClub() },
  );
  if (user) act(() => void view.store().dispatch(loggedIn(aSessionUser(user))));
  return { api, ...view };
}
