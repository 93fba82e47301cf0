import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCmsPage } from './cmsApi';

vi.mock('@/lib/env', () => import('@tests/mocks/siteEnv'));

const page = {
  slug: 'about-us',
  language: 'ar',
  title: 'عن نخلة للرحلات',
  content: '<p>نص</p>',
  updatedAt: '2026-08-30T00:00:00.000Z',
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchCmsPage', () => {
  it("asks the club API for the page in the page's language, for the club", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: page, message: 'Success', statusCode: 200 }));
    expect(await fetchCmsPage(102, 'about-us', 'ar')).toEqual(page);
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.toString()).toBe('http://api.test/cms/page/about-us');
    expect(init.headers).toMatchObject({ apikey: 'key-12345678', language: 'ar', 'Whitelabel-Id': '102' });
    expect(init.cache).toBe('no-store');
  });

  it('keeps a page per club, page and language for CLUB_CONFIG_TTL_MS: the API is asked once', async () => {
    fetchMock.mockImplementation(async () =>
      answer(200, { data: page, message: 'Success', statusCode: 200 }),
    );
    expect(await fetchCmsPage(103, 'terms', 'ar')).toEqual(page);
    expect(await fetchCmsPage(103, 'terms', 'ar')).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchCmsPage(103, 'terms', 'en');
    await fetchCmsPage(104, 'terms', 'ar');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers null for a page the club does not have', async () => {
    fetchMock.mockResolvedValue(answer(404, { data: null, message: 'Page not found', statusCode: 404 }));
    expect(await fetchCmsPage(101, 'no-such-page', 'en')).toBeNull();
  });

  it('never calls the API with a malformed slug', async () => {
    expect(await fetchCmsPage(101, '../whitelabel/config', 'en')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws on any other failure, so the page shows the error view', async () => {
    fetchMock.mockResolvedValue(answer(500, { data: null, message: 'Oops', statusCode: 500 }));
    await expect(fetchCmsPage(101, 'privacy-policy', 'en')).rejects.toThrow('answered 500');
  });
});
