import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, storeToken } from '@/lib/session/token';
import { aClub } from '@tests/builders/aClub';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { profileLanguageSwitch, resetProfileLanguageForTests, SessionBootstrap } from './SessionBootstrap';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

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
