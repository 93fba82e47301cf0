import Cookies from 'js-cookie';

import { AUTH_TOKEN_KEY } from './tokenKey';

export { AUTH_TOKEN_KEY };
export const PROFILE_COLOUR_KEY = 'profile_colour';

export function readToken(): string | null {
  if (typeof window === 'undefined') return null;
  return Cookies.get(AUTH_TOKEN_KEY) ?? window.localStorage.getItem(AUTH_TOKEN_KEY);
}

/** Stores the token for `days` days in its own cookie and storage key (never in the state blob). */
export function storeToken(token: string, days: number): void {
  Cookies.set(AUTH_TOKEN_KEY, token, {
    expires: days,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  if (typeof window === 'undefined') return;
  Cookies.remove(AUTH_TOKEN_KEY, { path: '/' });
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(PROFILE_COLOUR_KEY);
}
