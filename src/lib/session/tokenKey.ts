/** The token's cookie and storage key, as the specification names them. */
export const AUTH_TOKEN_KEY = 'auth_token';

/**
 * Whether this browser holds a login token (cookie or storage key), without loading the cookie
 * library: a guest's preference switch then needs not wait for the stored session.
 */
export function holdsLoginToken(): boolean {
  if (typeof window === 'undefined') return false;
  const inCookie = document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${AUTH_TOKEN_KEY}=`));
  return inCookie || window.localStorage.getItem(AUTH_TOKEN_KEY) !== null;
}
