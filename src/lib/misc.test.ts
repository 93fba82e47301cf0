// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preferredLocale } from './acceptLanguage';
import { clientIpFrom, isNonPublicIp } from './geo/clientIp';
import { parseSiteEnv } from './env';
import { directionOf } from '@/i18n/routing';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
  ])('%s → %s', (locale, dir) => expect(directionOf(locale)).toBe(dir));
});

describe('preferredLocale', () => {
  it.each([
    [null, 'en'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR,en;q=0.5,ar;q=0.4', 'en'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['de, ja', 'en'],
    ['ar;q=0', 'en'],
  ])('%s → %s', (header, expected) => expect(preferredLocale(header)).toBe(expected));
});

describe('clientIpFrom', () => {
  it.each([
    [null, 1, null],
    ['203.0.113.7', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', 2, '198.51.100.1'],
    ['::ffff:203.0.113.7', 1, '203.0.113.7'],
    ['not-an-ip', 1, null],
  ])('%s with %i trusted hops → %s', (header, hops, expected) =>
    expect(clientIpFrom(header, hops)).toBe(expected),
  );
});

describe('isNonPublicIp', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.1.1', true],
    ['::1', true],
    ['fd00::1', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
  ])('%s → %s', (ip, expected) => expect(isNonPublicIp(ip)).toBe(expected));
});

describe('parseSiteEnv', () => {
  const good = { API_BASE_URL: 'http://127.0.0.1:4000', CLUB_API_KEY: 'sandbox-demo-key' };

  it('accepts the demo values and fills the defaults', () => {
    const env = parseSiteEnv(good);
    expect(env.PUBLIC_API_BASE_URL).toBe('http://127.0.0.1:4000');
    expect(env.CLUB_CONFIG_TTL_MS).toBe(60_000);
  });

  it('names what is missing and what is wrong', () => {
    expect(() => parseSiteEnv({ CLUB_API_KEY: 'short' })).toThrow(
      /API_BASE_URL: is missing[\s\S]*CLUB_API_KEY: must be/,
    );
    expect(() => parseSiteEnv({ ...good, API_BASE_URL: 'not a url' })).toThrow(
      /API_BASE_URL: must be an absolute/,
    );
  });
});
