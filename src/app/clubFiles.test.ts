// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import type { ClubLookup } from '@/lib/club/resolveClub';
import type { SiteType } from '@/lib/club/types';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import { aClubConfig } from '@tests/builders/aClubConfig';

const state: { lookup: ClubLookup; siteType: SiteType; headers: Headers } = {
  lookup: { status: 'unknown' },
  siteType: 'customer',
  headers: new Headers(),
};

vi.mock('@/lib/club/server', () => ({
  getClubLookup: async () => state.lookup,
  getSiteType: async () => state.siteType,
}));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: namespace as 'Metadata' }),
}));

const { default: robots } = await import('./robots');
const { default: sitemap } = await import('./sitemap');
const { default: manifest } = await import('./manifest');
const { pageMetadata, notFoundMetadata } = await import('@/lib/seo/server');
const { siteMetadata } = await import('@/lib/seo/site');

const skyline = aClubConfig();
const nakhla = aClubConfig({
  id: 102,
  name: 'Nakhla Trips',
  primary: '#1E6B47',
  defaultLanguage: 'ar',
  languages: ['ar', 'en'],
  countryCode: 'SA',
  description: { en: 'Trips from Riyadh.', ar: 'رحلات من الرياض.' },
});

function serve(host: string, config: ReturnType<typeof aClubConfig> | null, siteType: SiteType = 'customer') {
  state.lookup = config ? { status: 'found', config } : { status: 'unknown' };
  state.siteType = siteType;
  state.headers = new Headers({ host, 'x-club-host': host });
}

beforeEach(() => serve('skyline.localhost:3000', skyline));

describe('robots.txt and sitemap.xml per host', () => {
  it('open the customer site and list its pages at its own address', async () => {
    serve('nakhla.localhost:3000', nakhla);
    expect((await robots()).sitemap).toBe('http://nakhla.localhost:3000/sitemap.xml');
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain('http://nakhla.localhost:3000/ar/about-us');
    expect(urls).toContain('http://nakhla.localhost:3000/en/about-us');
  });

  it('close the agent site', async () => {
    serve('agent.skyline.localhost:3000', skyline, 'agent');
    expect(await robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(await sitemap()).toEqual([]);
  });

  it('use https when the trusted proxy says so', async () => {
    state.headers.set('x-forwarded-proto', 'https');
    expect((await sitemap())[0]?.url).toBe('https://skyline.localhost:3000/en');
  });

  it('close a host without a club', async () => {
    serve('unknown.localhost:3000', null);
    expect(await robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(await sitemap()).toEqual([]);
  });
});

describe('manifest per club', () => {
  it("is each host's own club", async () => {
    expect(await manifest()).toMatchObject({ name: 'Skyline Travel', theme_color: '#0B4F8A', lang: 'en' });
    serve('nakhla.localhost:3000', nakhla);
    expect(await manifest()).toMatchObject({ name: 'Nakhla Trips', theme_color: '#1E6B47', lang: 'ar' });
  });

  it("names the club in the manifest's language when the club has a name in it", async () => {
    serve('nakhla.localhost:3000', {
      ...nakhla,
      club_details: { ...nakhla.club_details, club_names: { en: 'Nakhla Trips', ar: 'نخلة للرحلات' } },
    });
    expect(await manifest()).toMatchObject({ name: 'نخلة للرحلات', short_name: 'نخلة للرحلات', lang: 'ar' });
  });
});

describe('pageMetadata', () => {
  it("titles a page with its name and the club's, in English", async () => {
    const metadata = await pageMetadata({
      locale: 'en',
      path: '/flights',
      pageTitle: 'Flight results',
      descriptionKey: 'flights',
    });
    expect(metadata.title).toEqual({ absolute: 'Flight results | Skyline Travel' });
    expect(metadata.description).toBe(
      'Compare flight fares, times and stops, then book your trip with Skyline Travel.',
    );
    expect(metadata.alternates?.canonical).toBe('http://skyline.localhost:3000/en/flights');
  });

  it('writes the description in Arabic on an Arabic page', async () => {
    serve('nakhla.localhost:3000', nakhla);
    const metadata = await pageMetadata({
      locale: 'ar',
      path: '/flights',
      pageTitle: 'نتائج رحلات الطيران',
      descriptionKey: 'flights',
    });
    expect(metadata.title).toEqual({ absolute: 'نتائج رحلات الطيران | Nakhla Trips' });
    expect(metadata.description).toBe(
      'قارن أسعار الرحلات ومواعيدها وعدد التوقفات، ثم احجز رحلتك مع Nakhla Trips.',
    );
    expect(metadata.openGraph).toMatchObject({
      locale: 'ar_SA',
      url: 'http://nakhla.localhost:3000/ar/flights',
    });
  });

  it("gives the home page the club's title and own description", async () => {
    const english = await pageMetadata({ locale: 'en', path: '/' });
    expect(english.title).toEqual({ absolute: 'Skyline Travel | Flights and hotels' });
    expect(english.description).toBe('Flights from the Gulf to the world.');
    const arabic = await pageMetadata({ locale: 'ar', path: '/' });
    expect(arabic.title).toEqual({ absolute: 'Skyline Travel | رحلات الطيران والفنادق' });
    expect(arabic.description).toBe('رحلات من الخليج إلى العالم.');
  });

  it('takes a description given as text (a CMS page)', async () => {
    const metadata = await pageMetadata({
      locale: 'en',
      path: '/about-us',
      pageTitle: 'About us',
      description: 'Who we are.',
    });
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('keeps private pages and the agent site out of search results', async () => {
    const checkout = await pageMetadata({
      locale: 'en',
      path: '/flights/checkout',
      pageTitle: 'Flight checkout',
    });
    expect(checkout.robots).toEqual({ index: false, follow: false });
    serve('agent.skyline.localhost:3000', skyline, 'agent');
    const agentHome = await pageMetadata({ locale: 'en', path: '/' });
    expect(agentHome.robots).toEqual({ index: false, follow: false });
  });

  it('gives the not-found page its title, no canonical and noindex', async () => {
    const metadata = await notFoundMetadata('ar', 'الصفحة غير موجودة');
    expect(metadata.title).toEqual({ absolute: 'الصفحة غير موجودة | Skyline Travel' });
    expect(metadata.description).toBe('الصفحة التي طلبتها غير موجودة على موقع Skyline Travel.');
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('falls back to the generic title on a host without a club', async () => {
    serve('unknown.localhost:3000', null);
    expect(await pageMetadata({ locale: 'en', path: '/' })).toEqual({
      title: 'Flights and hotels',
      robots: { index: false, follow: false },
    });
  });
});

describe('siteMetadata', () => {
  it('links the icons and manifest and resolves against the host', async () => {
    const metadata = await siteMetadata('en');
    expect(String(metadata.metadataBase)).toBe('http://skyline.localhost:3000/');
    expect(metadata.manifest).toBe('/manifest.webmanifest');
    expect(metadata.icons).toMatchObject({
      icon: [{ url: '/favicon.ico' }, { url: '/club-icon/icon-32.png', sizes: '32x32' }],
      apple: [{ url: '/club-icon/apple-touch-icon.png', sizes: '180x180' }],
    });
    expect(metadata.title).toEqual({
      default: 'Skyline Travel | Flights and hotels',
      template: '%s | Skyline Travel',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('is noindex on the agent site', async () => {
    serve('agent.skyline.localhost:3000', skyline, 'agent');
    expect((await siteMetadata('en')).robots).toEqual({ index: false, follow: false });
  });
});
