import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '@/components/feedback/toast';
import { clearToken, readToken, storeToken } from '@/lib/session/token';
import { aClub } from '@tests/builders/aClub';
import { failure, fakeApi, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { profileLanguageSwitch, resetProfileLanguageForTests, SessionBootstrap } from './SessionBootstrap';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
vi.mock('@/components/feedback/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));

function tokenWith(claims: object) {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

const profile = (preferredLanguage: string) => ({
  id: 42,
  profilePic: null,
  email: 'customer@skyline.test',
  firstName: 'Sara',
  lastName: 'Khan',
  preferredLanguage,
  preferredCurrency: 'USD',
  country: 'AE',
  userType: 5,
});

beforeEach(() => {
  resetProfileLanguageForTests();
  mockRouter.replace.mockClear();
  vi.mocked(toastError).mockClear();
  storeToken(tokenWith({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600 }), 1);
});
afterEach(() => clearToken());

describe('a returning user', () => {
  it.each([
    ['en', 'ar'],
    ['ar', 'en'],
  ] as const)(
    'on a %s page with a %s profile switches to the profile language, once',
    async (page, saved) => {
      const api = fakeApi({ 'GET /auth/profile': ok(profile(saved)) });
      const view = renderApp(<SessionBootstrap />, { api, locale: page });
      await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledTimes(1));
      expect(mockRouter.replace).toHaveBeenCalledWith('/', { locale: saved });
      expect(view.store().getState().session.user?.language).toBe(saved);
      expect(window.localStorage.getItem('language')).toBe(saved);

      // The next page load in the same tab does not switch again (no loop).
      view.unmount();
      renderApp(<SessionBootstrap />, { api, locale: page });
      await waitFor(() => expect(api.callsTo('GET /auth/profile')).toHaveLength(2));
      expect(mockRouter.replace).toHaveBeenCalledTimes(1);
    },
  );

  it('stays when the page is already in the profile language', async () => {
    const api = fakeApi({ 'GET /auth/profile': ok(profile('en')) });
    renderApp(<SessionBootstrap />, { api, locale: 'en' });
    await waitFor(() => expect(api.callsTo('GET /auth/profile')).toHaveLength(1));
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('ignores a saved language the club does not offer', () => {
    const club = aClub({ languages: [{ id: 1, code: 'en', name: 'English' }] });
    expect(profileLanguageSwitch('ar', 'en', club)).toBeNull();
    expect(profileLanguageSwitch('ar', 'en', aClub())).toBe('ar');
    expect(profileLanguageSwitch(null, 'en', aClub())).toBeNull();
  });
});

describe('the stored session on load', () => {
  it('is checked by reading the profile, keyed by the token’s user, and marks the user logged in', async () => {
    clearToken();
    storeToken(tokenWith({ id: 42, exp: Math.floor(Date.now() / 1000) + 3600 }), 1);
    const api = fakeApi({ 'GET /auth/profile': ok(profile('en')) });
    const view = renderApp(<SessionBootstrap />, { api, locale: 'en' });
    await waitFor(() => expect(view.store().getState().session.user?.id).toBe(42));
    expect(api.callsTo('GET /auth/profile')).toHaveLength(1);
    expect(view.store().getState().session.user?.email).toBe('customer@skyline.test');
  });

  it('drops an expired token without asking the club API, and logs out', async () => {
    clearToken();
    storeToken(tokenWith({ sub: '42', exp: Math.floor(Date.now() / 1000) - 60 }), 1);
    const api = fakeApi({ 'GET /auth/profile': ok(profile('en')) });
    const view = renderApp(<SessionBootstrap />, { api, user: { id: 42 } });
    await waitFor(() => expect(view.store().getState().session.isLoggedIn).toBe(false));
    expect(readToken()).toBeNull();
    expect(api.callsTo('GET /auth/profile')).toHaveLength(0);
  });

  it('asks nothing without a token, and logs out a logged-in state that has none', async () => {
    clearToken();
    const api = fakeApi({ 'GET /auth/profile': ok(profile('en')) });
    const view = renderApp(<SessionBootstrap />, { api, user: { id: 42 } });
    await waitFor(() => expect(view.store().getState().session.isLoggedIn).toBe(false));
    expect(api.callsTo('GET /auth/profile')).toHaveLength(0);
    // Nor through RTK Query.
    expect(view.store().getState().api?.queries ?? {}).toEqual({});
  });

  it('says so when the check fails for another reason than 401, and keeps the session', async () => {
    const api = fakeApi({ 'GET /auth/profile': failure(500, 'Database unavailable') });
    const view = renderApp(<SessionBootstrap />, { api, user: { id: 42 } });
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Database unavailable');
    expect(view.store().getState().session.isLoggedIn).toBe(true);
    expect(readToken()).not.toBeNull();
  });

  it('toasts nothing offline (the offline dialog says so)', async () => {
    const offline = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const api = fakeApi({ 'GET /auth/profile': failure(500, 'Database unavailable') });
      renderApp(<SessionBootstrap />, { api, user: { id: 42 } });
      await waitFor(() => expect(api.callsTo('GET /auth/profile')).toHaveLength(1));
      // The same failure online toasts within this time (the test above).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toastError).not.toHaveBeenCalled();
    } finally {
      offline.mockRestore();
    }
  });

  it('leaves a 401 to the API client, which ends the session: no toast', async () => {
    const api = fakeApi({ 'GET /auth/profile': failure(401, 'Unauthenticated') });
    const view = renderApp(<SessionBootstrap />, { api, user: { id: 42 } });
    await waitFor(() => expect(view.store().getState().session.isLoggedIn).toBe(false));
    expect(readToken()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastError).not.toHaveBeenCalled();
  });
});
