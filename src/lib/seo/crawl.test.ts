// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './crawl';
import { isPrivatePath, PRIVATE_PATHS, PUBLIC_PAGES } from './pages';

const origin = 'http://skyline.localhost:3000';

describe('robots.txt', () => {
  it('opens the customer site but for its private pages in every language, and names the sitemap', () => {
    const robots = buildRobots('customer', origin, ['en', 'ar']);
    expect(robots.sitemap).toBe('http://skyline.localhost:3000/sitemap.xml');
    const rules = robots.rules as { userAgent: string; allow: string; disallow: string[] };
    expect(rules.userAgent).toBe('*');
    expect(rules.allow).toBe('/');
    expect(rules.disallow).toEqual(
      expect.arrayContaining([
        '/en/my-account',
        '/ar/my-account',
        '/en/my-bookings',
        '/ar/flights/checkout',
        '/en/thankyou',
        '/ar/reset-password',
        '/en/forgot-password',
        '/ar/agent-login',
        '/api/',
      ]),
    );
    expect(rules.disallow).toHaveLength(PRIVATE_PATHS.length * 2 + 1);
    for (const page of PUBLIC_PAGES) expect(rules.disallow).not.toContain(`/en${page === '/' ? '' : page}`);
  });

  it('closes the agent site and names no sitemap', () => {
    expect(buildRobots('agent', 'http://agent.skyline.localhost:3000', ['en', 'ar'])).toEqual({
      rules: { userAgent: '*', disallow: '/' },
    });
  });
});

describe('sitemap.xml', () => {
  it('lists each public page in each language with hreflang alternates and x-default', () => {
    const sitemap = buildSitemap('customer', origin, ['en', 'ar']);
    expect(sitemap.map((entry) => entry.url)).toEqual([
      `${origin}/en`,
      `${origin}/ar`,
      `${origin}/en/about-us`,
      `${origin}/ar/about-us`,
      `${origin}/en/accessibility`,
      `${origin}/ar/accessibility`,
      `${origin}/en/contact-us`,
      `${origin}/ar/contact-us`,
      `${origin}/en/terms-and-conditions`,
      `${origin}/ar/terms-and-conditions`,
      `${origin}/en/privacy-policy`,
      `${origin}/ar/privacy-policy`,
    ]);
    const about = sitemap.find((entry) => entry.url === `${origin}/ar/about-us`);
    expect(about?.alternates?.languages).toEqual({
      en: `${origin}/en/about-us`,
      ar: `${origin}/ar/about-us`,
      'x-default': `${origin}/about-us`,
    });
    expect(sitemap[0]?.alternates?.languages).toMatchObject({ 'x-default': `${origin}/` });
  });

  it('lists no private page', () => {
    const urls = buildSitemap('customer', origin, ['en', 'ar']).map((entry) => new URL(entry.url).pathname);
    expect(urls.filter((path) => isPrivatePath(path.replace(/^\/(en|ar)/, '')))).toEqual([]);
  });

  it("follows the club's languages", () => {
    const urls = buildSitemap('customer', 'http://nakhla.localhost:3000', ['ar']).map((entry) => entry.url);
    expect(urls).toHaveLength(PUBLIC_PAGES.length);
    expect(urls.every((url) => url.startsWith('http://nakhla.localhost:3000/ar'))).toBe(true);
  });

  it('is empty on the agent site', () => {
    expect(buildSitemap('agent', 'http://agent.skyline.localhost:3000', ['en', 'ar'])).toEqual([]);
  });
});

describe('isPrivatePath', () => {
  it.each([
    ['/my-account', true],
    ['/my-account/', true],
    ['/My-Bookings/42', true],
    ['/flights/checkout?fare=1', true],
    ['/thankyou', true],
    ['/flights', false],
    ['/', false],
    ['/about-us', false],
    ['/my-accountant', false],
  ])('%s → %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});
