import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubApiError, clubApiData } from './server';

vi.mock('@/lib/env', () => import('@tests/mocks/siteEnv'));

const answered = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('clubApiData', () => {
  it('asks with the site key and the club, and answers the data', async () => {
    const fetch = answered(200, { data: { name: 'Dubai' } });
    vi.stubGlobal('fetch', fetch);
    await expect(clubApiData('/hotel/destination/city/1', { clubId: 101, language: 'ar' })).resolves.toEqual({
      name: 'Dubai',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/hotel/destination/city/1');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ language: 'ar', 'Whitelabel-Id': '101' });
    expect(init.headers).toMatchObject({ apikey: 'key-12345678', version: '1' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts a JSON body with the extra headers', async () => {
    const fetch = answered(200, { data: [] });
    vi.stubGlobal('fetch', fetch);
    await clubApiData('/hotel/search', {
      clubId: 102,
      language: 'en',
      body: { cityId: 5 },
      headers: { 'Currency-Preference': 'AED' },
    });
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"cityId":5}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Currency-Preference': 'AED' });
  });

  it('answers null for 404 and throws a ClubApiError for other failures', async () => {
    vi.stubGlobal('fetch', answered(404));
    await expect(clubApiData('/cms/page/x', { clubId: 101, language: 'en' })).resolves.toBeNull();
    vi.stubGlobal('fetch', answered(503));
    await expect(clubApiData('/cms/page/x', { clubId: 101, language: 'en' })).rejects.toEqual(
      new ClubApiError('/cms/page/x', 503),
    );
  });
});
