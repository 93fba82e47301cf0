// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { CLUB_FILE_MATCHERS, isClubFilePath } from '@/lib/seo/clubFiles';
import type { ClubLookup } from '@/lib/club/resolveClub';
import type { ClubConfig } from '@/lib/club/types';

const lookups = new Map<string, ClubLookup>();
vi.mock('@/lib/club/resolver', () => ({
  clubResolver: () => async (host: string) => lookups.get(host) ?? { status: 'unknown' },
}));

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.skyline.example');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

const { default: proxy, config: proxyConfig } = await import('./proxy');

function aClub(overrides: { id: number; language: string; agentUrl: string }): ClubLookup {
  const config = {
    club_details: { club_id: overrides.id, agent_club_url: overrides.agentUrl },
    default_language: overrides.language,
    languages: [
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'ar', name: 'العربية' },
    ],
  } as unknown as ClubConfig;
  return { status: 'found', config };
}

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}

beforeEach(() => {
  lookups.clear();
  lookups.set(
    'skyline.localhost:3000',
    aClub({ id: 101, language: 'en', agentUrl: 'http://agent.skyline.localhost:3000' }),
  );
  lookups.set(
    'agent.skyline.localhost:3000',
    aClub({ id: 101, language: 'en', agentUrl: 'http://agent.skyline.localhost:3000' }),
  );
  lookups.set(
    'nakhla.localhost:3000',
    aClub({ id: 102, language: 'ar', agentUrl: 'http://agent.nakhla.localhost:3000' }),
  );
});

describe('proxy', () => {
  it("sends / to the club's default language", async () => {
    const skyline = await proxy(request('http://skyline.localhost:3000/'));
    expect(skyline.status).toBe(307);
    expect(new URL(skyline.headers.get('location')!).pathname).toBe('/en');
    const nakhla = await proxy(request('http://nakhla.localhost:3000/'));
    expect(new URL(nakhla.headers.get('location')!).pathname).toBe('/ar');
  });

  it('sends / to the language the visitor chose last, when the club offers it (issue 30 item 13)', async () => {
    const chose = (value: string) => ({ cookie: `site_language=${value}` });
    const arabic = await proxy(request('http://skyline.localhost:3000/', chose('ar')));
    expect(new URL(arabic.headers.get('location')!).pathname).toBe('/ar');
    expect(arabic.headers.get('cache-control')).toBe('private, no-store');
    expect(arabic.headers.get('vary')).toMatch(/Cookie/);
    const deeper = await proxy(request('http://skyline.localhost:3000/hotels', chose('ar')));
    expect(new URL(deeper.headers.get('location')!).pathname).toBe('/ar/hotels');
    // A language the club does not offer, or not a language at all, is the club's default.
    for (const value of ['fr', 'ar%0d', '../en']) {
      const other = await proxy(request('http://skyline.localhost:3000/', chose(value)));
      expect(new URL(other.headers.get('location')!).pathname).toBe('/en');
    }
    const englishOnly = aClub({ id: 103, language: 'en', agentUrl: 'http://agent.solo.localhost:3000' });
    if (englishOnly.status === 'found')
      englishOnly.config.languages = [{ id: 1, code: 'en', name: 'English' }];
    lookups.set('solo.localhost:3000', englishOnly);
    const solo = await proxy(request('http://solo.localhost:3000/', chose('ar')));
    expect(new URL(solo.headers.get('location')!).pathname).toBe('/en');
    // A page that names its language keeps it.
    const named = await proxy(request('http://skyline.localhost:3000/en/hotels', chose('ar')));
    expect(named.headers.get('location')).toBeNull();
  });

  it('ignores the Accept-Language header when choosing the default', async () => {
    const response = await proxy(
      request('http://nakhla.localhost:3000/', { 'accept-language': 'en-US,en;q=0.9' }),
    );
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ar');
  });

  it.each(['/en/agent-review', '/en/agent-login', '/en/agent-login/thank-you', '/en/agent-login/details'])(
    'redirects the agent-only page %s to /en/error/404 on a customer host',
    async (path) => {
      const response = await proxy(request(`http://skyline.localhost:3000${path}`));
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get('location')!).pathname).toBe('/en/error/404');
    },
  );

  it('redirects an agent-only page without a locale to the default locale’s 404', async () => {
    const response = await proxy(request('http://nakhla.localhost:3000/agent-review'));
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ar/error/404');
  });

  it('lets agent-only pages through on the agent host, marked as the agent site', async () => {
    const response = await proxy(request('http://agent.skyline.localhost:3000/en/agent-login'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-site-type')).toBe('agent');
  });

  it('overwrites client-sent club headers with its own', async () => {
    const response = await proxy(
      request('http://skyline.localhost:3000/en', { 'x-club-id': '999', 'x-site-type': 'agent' }),
    );
    expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
    expect(response.headers.get('x-middleware-request-x-site-type')).toBe('customer');
  });

  it('rewrites an unknown host to the no-configuration page with status 503', async () => {
    const response = await proxy(request('http://unknown.localhost:3000/en'));
    expect(response.status).toBe(503);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/club-unavailable');
  });

  it('treats an unavailable club API like an unknown host', async () => {
    lookups.set('skyline.localhost:3000', { status: 'unavailable', reason: 'timed out' });
    const response = await proxy(request('http://skyline.localhost:3000/en'));
    expect(response.status).toBe(503);
  });

  describe('malformed paths', () => {
    it.each(['/en/%ZZ', '/en/%', '/en/a%2', '/en/%C0%80', '/en/%00'])(
      '%s gets the 404 page of its locale, never a 500 or the home page',
      async (path) => {
        const response = await proxy(request(`http://skyline.localhost:3000${path}`));
        expect(response.status).toBe(404);
        expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/en/error/404');
        expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
      },
    );

    it("uses the club's default language when the path names none", async () => {
      const response = await proxy(request('http://nakhla.localhost:3000/%ZZ'));
      expect(response.status).toBe(404);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/ar/error/404');
    });

    it.each([
      ['/api/%ZZ', 400],
      ['/_next/static/%ZZ', 400],
      ['/api/flags/%00', 404],
    ])('%s (not a page) gets a bare %i', async (path, status) => {
      const response = await proxy(request(`http://skyline.localhost:3000${path}`));
      expect(response.status).toBe(status);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    });

    it('lets a well-formed escaped path of a file or an API route through untouched', async () => {
      for (const path of [
        '/api/flags/a%20b',
        '/_next/static/chunks/%5Blocale%5D.js',
        '/styles/a%20b.css',
        '/en/a%20b.png',
      ]) {
        const response = await proxy(request(`http://skyline.localhost:3000${path}`));
        expect(response.status, path).toBe(200);
        expect(response.headers.get('location'), path).toBeNull();
        expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
        expect(response.headers.get('x-middleware-next'), path).toBe('1');
      }
    });

    it('is matched by the proxy wherever it occurs, and well-formed files are not', () => {
      const matchers = proxyConfig.matcher.map((source) => new RegExp(`^${source.replace('/(', '/(?:')}$`));
      const matched = (path: string) => matchers.some((matcher) => matcher.test(path));
      for (const path of ['/en/%ZZ', '/api/%ZZ', '/_next/static/%ZZ', '/en/a.%ZZ', '/en']) {
        expect(matched(path), path).toBe(true);
      }
      for (const path of ['/api/health', '/_next/static/chunks/a.js', '/styles/en.css']) {
        expect(matched(path), path).toBe(false);
      }
    });
  });

  describe("the club's own files", () => {
    it.each([
      '/favicon.ico',
      '/manifest.webmanifest',
      '/robots.txt',
      '/sitemap.xml',
      '/club-icon/icon-192.png',
    ])('are matched by the proxy (%s), by the list the site keeps of them', (path) => {
      expect(isClubFilePath(path)).toBe(true);
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(true);
    });

    it('repeats the list of files in the matcher exactly', () => {
      expect(proxyConfig.matcher.slice(2)).toEqual([...CLUB_FILE_MATCHERS]);
    });

    it('get the club in trusted headers and no locale', async () => {
      const response = await proxy(
        request('http://nakhla.localhost:3000/robots.txt', { 'x-club-id': '999', 'x-site-type': 'agent' }),
      );
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-request-x-club-id')).toBe('102');
      expect(response.headers.get('x-middleware-request-x-club-host')).toBe('nakhla.localhost:3000');
      expect(response.headers.get('x-middleware-request-x-site-type')).toBe('customer');
      expect(response.headers.get('x-robots-tag')).toBeNull();
    });

    it('are marked noindex on the agent site, as its pages are', async () => {
      const robots = await proxy(request('http://agent.skyline.localhost:3000/robots.txt'));
      expect(robots.headers.get('x-middleware-request-x-site-type')).toBe('agent');
      expect(robots.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const page = await proxy(request('http://agent.skyline.localhost:3000/en'));
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const customerPage = await proxy(request('http://skyline.localhost:3000/en'));
      expect(customerPage.headers.get('x-robots-tag')).toBeNull();
    });

    it('answer 503 on a host without a club', async () => {
      const response = await proxy(request('http://unknown.localhost:3000/manifest.webmanifest'));
      expect(response.status).toBe(503);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    });

    it('leave other files with an extension alone', () => {
      expect(isClubFilePath('/club-icon/a/b.png')).toBe(false);
      expect(isClubFilePath('/robots.txt.bak')).toBe(false);
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: '/logo.png' })).toBe(false);
    });
  });

  describe('security headers', () => {
    it('puts a fresh nonce policy on the page and hands it to the renderer', async () => {
      const first = await proxy(request('http://skyline.localhost:3000/en'));
      const second = await proxy(request('http://skyline.localhost:3000/en'));
      const policy = first.headers.get('content-security-policy')!;
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("connect-src 'self' https://api.skyline.example");
      expect(policy).not.toContain("unsafe-inline' 'strict");
      // Next reads the nonce from the request's policy header (x-middleware-request-*).
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(second.headers.get('content-security-policy')).not.toBe(policy);
    });

    it('overwrites a policy a client sends in the request', async () => {
      const response = await proxy(
        request('http://skyline.localhost:3000/en', { 'content-security-policy': "script-src 'nonce-mine'" }),
      );
      expect(response.headers.get('x-middleware-request-content-security-policy')).not.toContain('mine');
    });

    it('adds HSTS when the trusted proxy says the request came over HTTPS', async () => {
      const response = await proxy(
        request('http://skyline.localhost:3000/en', { 'x-forwarded-proto': 'https' }),
      );
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    });

    it('ignores X-Forwarded-Proto over plain HTTP or when no proxy is trusted', async () => {
      const plain = await proxy(request('http://skyline.localhost:3000/en', { 'x-forwarded-proto': 'http' }));
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
      try {
        const spoofed = await proxy(
          request('http://skyline.localhost:3000/en', { 'x-forwarded-proto': 'https' }),
        );
        expect(spoofed.headers.get('strict-transport-security')).toBeNull();
      } finally {
        vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
      }
    });

    it('sets no locale cookie (nothing reads it) and covers redirects and the 503 page', async () => {
      const home = await proxy(request('http://skyline.localhost:3000/', { 'x-forwarded-proto': 'https' }));
      expect(home.headers.getSetCookie()).toEqual([]);
      expect(home.headers.get('content-security-policy')).toContain("default-src 'none'");
      const unknown = await proxy(request('http://unknown.localhost:3000/en'));
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });
  });
});
