import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { AUTH_TOKEN_KEY, PROFILE_COLOUR_KEY, readToken } from '@/lib/session/token';
import { makeStore } from '@/store/makeStore';
import { runLazyMutation } from '@/store/lazyEndpoints';
import { persistKeyFor } from '@/store/persist';
import { loggedIn } from '@/store/sessionSlice';
import { aClub } from '@tests/builders/aClub';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { logoutEndpointFor } from './api';
import { USER_TYPE } from '@/lib/session/user';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { endSession, establishSession, isTokenExpired, profileColourFor } from './session';
import { logoutEndpoint, profileEndpoint } from './lazyEndpoints';

/** An unsigned token with the given claims (the site only decodes; the API verifies). */
function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const club = aClub({
  currencies: [
    { code: 'USD', name: 'US Dollar', icon: '', symbol: '$' },
    { code: 'AED', name: 'UAE Dirham', icon: '', symbol: 'AED' },
  ],
});

/** The store with the tab's client over the fake club API, and the session's calls through its endpoints. */
function setUp(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseURL: 'http://api.test',
    apiKey: 'key-12345678',
    version: '1',
    clubId: club.clubId,
    getLanguage: () => 'en',
    getCurrency: () => null,
    getToken: readToken,
    onUnauthorized,
    adapter: api.adapter,
  });
  const store = makeStore({ language: 'en', currency: 'USD', api: () => client });
  return {
    api,
    store,
    client,
    onUnauthorized,
    deps: {
      readProfile: () => runLazyMutation(store, profileEndpoint, undefined),
      revokeSession: (userType: number) => runLazyMutation(store, logoutEndpoint, userType),
      dispatch: store.dispatch,
      getState: store.getState,
      club,
    },
  };
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  id: 42,
  profilePic: null,
  email: 'customer@skyline.test',
  firstName: 'Sara',
  lastName: 'Khan',
  fullName: 'Sara Khan',
  preferredLanguage: 'ar',
  preferredCurrency: 'aed',
  country: 'ae',
  userType: USER_TYPE.REGISTERED,
  isEmailVerified: true,
  ...overrides,
});

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: { ip: '203.0.113.9', country: { iso_code: 'SA' } } })),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(AUTH_TOKEN_KEY, { path: '/' });
});

describe('logout endpoint by user type', () => {
  it.each([
    [USER_TYPE.AGENT, '/agent/admin/logout'],
    [USER_TYPE.STAFF_USER, '/agent/admin/logout'],
    [USER_TYPE.SUB_AGENT, '/sub-agent/admin/logout'],
    [USER_TYPE.REGISTERED, '/auth/user/logout'],
    [USER_TYPE.USER, '/auth/user/logout'],
    [USER_TYPE.GUEST_USER, '/auth/user/logout'],
  ])('user type %i logs out at %s', (userType, path) => {
    expect(logoutEndpointFor(userType)).toBe(path);
  });

  it.each([USER_TYPE.AGENT, USER_TYPE.SUB_AGENT, USER_TYPE.STAFF_USER, USER_TYPE.REGISTERED])(
    'ending a session of type %i calls its endpoint and clears token, cookie, stored state and colour',
    async (userType) => {
      const { api, store, deps } = setUp({
        [`GET ${logoutEndpointFor(userType)}`]: ok(null, 200, 'Logged out'),
      });
      const token = tokenWith({ id: 42, userType });
      Cookies.set(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(PROFILE_COLOUR_KEY, '#1d4f91');
      window.localStorage.setItem(`persist:${persistKeyFor(club.clubId)}`, '{"session":"{}"}');
      store.dispatch(
        loggedIn({
          id: 42,
          firstName: 'S',
          lastName: 'K',
          image: null,
          email: 'e@x.co',
          language: 'en',
          currency: 'USD',
          userType,
        }),
      );

      await expect(endSession(deps, userType)).resolves.toBe('Logged out');
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${logoutEndpointFor(userType)}`]);
      expect(api.calls[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
      expect(Cookies.get(AUTH_TOKEN_KEY)).toBeUndefined();
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(window.localStorage.getItem(PROFILE_COLOUR_KEY)).toBeNull();
      expect(window.localStorage.getItem(`persist:${persistKeyFor(club.clubId)}`)).toBeNull();
      expect(store.getState().session).toMatchObject({ isLoggedIn: false, user: null });
    },
  );

  it('ends the session on this device even when the server call fails', async () => {
    const { store, deps } = setUp({ 'GET /auth/user/logout': failure(500, 'Down') });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'x');
    await expect(endSession(deps, USER_TYPE.REGISTERED)).resolves.toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getState().session.isLoggedIn).toBe(false);
  });
});

describe('establishing a session', () => {
  it('stores the token, fetches the profile, logs in and applies its preferences', async () => {
    const { api, store, deps } = setUp({ 'GET /auth/profile': ok(profile()) });
    const token = tokenWith({ id: 42, userType: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    const result = await establishSession(deps, token, vi.fn());

    expect(Cookies.get(AUTH_TOKEN_KEY)).toBe(token);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
    expect(api.calls[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(result.language).toBe('ar');
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      user: {
        id: 42,
        firstName: 'Sara',
        email: 'customer@skyline.test',
        language: 'ar',
        currency: 'AED',
        userType: 5,
      },
    });
    expect(store.getState().preferences).toMatchObject({ currency: 'AED', country: 'AE' });
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(window.localStorage.getItem('currency')).toBe('AED');
    expect(window.localStorage.getItem(PROFILE_COLOUR_KEY)).toBe(profileColourFor(42));
  });

  it('falls back to the IP country when the profile has none, and keeps unsupported preferences out', async () => {
    const { store, deps } = setUp({
      'GET /auth/profile': ok(profile({ country: null, preferredCurrency: 'JPY', preferredLanguage: 'fr' })),
    });
    const result = await establishSession(deps, tokenWith({ id: 42, userType: 5 }), vi.fn());
    expect(store.getState().preferences).toMatchObject({ currency: 'USD', country: 'SA' });
    expect(result.language).toBe('en');
    expect(fetch).toHaveBeenCalledWith('/api/userIp', expect.objectContaining({ method: 'POST' }));
  });

  it("uses the token's claims and reports the error when the profile cannot be read", async () => {
    const { store, deps } = setUp({ 'GET /auth/profile': failure(500, 'Profile service down') });
    const onError = vi.fn();
    await establishSession(
      deps,
      tokenWith({ id: 7, firstName: 'Omar', userType: 6, preferredCurrency: 'AED' }),
      onError,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(store.getState().session.user).toMatchObject({
      id: 7,
      firstName: 'Omar',
      userType: 6,
      currency: 'AED',
    });
  });

  it('a revoked token (401) ends the session through the client', async () => {
    const { onUnauthorized, deps } = setUp({ 'GET /auth/profile': failure(401, 'Token revoked') });
    await expect(establishSession(deps, tokenWith({ id: 1, userType: 5 }), vi.fn())).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('knows an expired or unreadable token', () => {
    const now = Date.now();
    expect(isTokenExpired(tokenWith({ exp: Math.floor(now / 1000) - 1 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: Math.floor(now / 1000) + 60 }), now)).toBe(false);
    expect(isTokenExpired('not-a-token', now)).toBe(true);
  });
});
