import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, holdsLoginToken } from './tokenKey';

afterEach(() => {
  document.cookie = `${AUTH_TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = `other_${AUTH_TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.localStorage.clear();
});

describe('holdsLoginToken', () => {
  it('is false for a guest', () => {
    expect(holdsLoginToken()).toBe(false);
  });

  it('sees the token cookie, and only that cookie', () => {
    document.cookie = `other_${AUTH_TOKEN_KEY}=x; path=/`;
    expect(holdsLoginToken()).toBe(false);
    document.cookie = `${AUTH_TOKEN_KEY}=abc; path=/`;
    expect(holdsLoginToken()).toBe(true);
  });

  it('sees the token kept in storage', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'abc');
    expect(holdsLoginToken()).toBe(true);
  });
});
