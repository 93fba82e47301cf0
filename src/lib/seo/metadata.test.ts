// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPageMetadata, type SeoContext } from './metadata';

const skyline: SeoContext = {
  origin: 'http://skyline.localhost:3000',
  siteType: 'customer',
  clubName: 'Skyline Travel',
  logoUrl: 'http://127.0.0.1:4000/assets/clubs/skyline/logo.svg',
  locales: ['en', 'ar'],
  countryCode: 'ae',
};

const flights = {
  path: '/flights',
  title: 'Flight results | Skyline Travel',
  description: 'Compare fares with Skyline Travel.',
};

describe('buildPageMetadata', () => {
  it('gives an English page its title, description, canonical and language alternates', () => {
    const metadata = buildPageMetadata(skyline, { ...flights, locale: 'en' });
    expect(metadata.title).toEqual({ absolute: 'Flight results | Skyline Travel' });
    expect(metadata.description).toBe('Compare fares with Skyline Travel.');
    expect(metadata.alternates).toEqual({
      canonical: 'http://skyline.localhost:3000/en/flights',
      languages: {
        en: 'http://skyline.localhost:3000/en/flights',
        ar: 'http://skyline.localhost:3000/ar/flights',
        'x-default': 'http://skyline.localhost:3000/flights',
      },
    });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('makes the Arabic page canonical at its own address, with Arabic Open Graph locale', () => {
    const metadata = buildPageMetadata(skyline, {
      locale: 'ar',
      path: '/flights',
      title: 'نتائج رحلات الطيران | Skyline Travel',
      description: 'قارن الأسعار مع Skyline Travel.',
    });
    expect(metadata.alternates?.canonical).toBe('http://skyline.localhost:3000/ar/flights');
    expect(metadata.openGraph).toMatchObject({
      title: 'نتائج رحلات الطيران | Skyline Travel',
      description: 'قارن الأسعار مع Skyline Travel.',
      url: 'http://skyline.localhost:3000/ar/flights',
      siteName: 'Skyline Travel',
      locale: 'ar_AE',
      alternateLocale: ['en_AE'],
    });
  });

  it("uses the club's logo as the Open Graph image and its PNG for the Twitter card", () => {
    const metadata = buildPageMetadata(skyline, { ...flights, locale: 'en' });
    const og = metadata.openGraph as { images: { url: string; alt: string }[] };
    expect(og.images.map((image) => image.url)).toEqual([
      'http://127.0.0.1:4000/assets/clubs/skyline/logo.svg',
      'http://skyline.localhost:3000/club-icon/icon-512.png',
    ]);
    expect(og.images[0]?.alt).toBe('Skyline Travel');
    expect(metadata.twitter).toMatchObject({
      card: 'summary',
      title: 'Flight results | Skyline Travel',
      images: [{ url: 'http://skyline.localhost:3000/club-icon/icon-512.png', width: 512, height: 512 }],
    });
  });

  it('gives the home page the locale root as canonical and the bare host as x-default', () => {
    const metadata = buildPageMetadata(skyline, { ...flights, path: '/', locale: 'en' });
    expect(metadata.alternates?.canonical).toBe('http://skyline.localhost:3000/en');
    expect(metadata.alternates?.languages).toMatchObject({
      ar: 'http://skyline.localhost:3000/ar',
      'x-default': 'http://skyline.localhost:3000/',
    });
  });

  it('lists only the languages the club offers', () => {
    const metadata = buildPageMetadata({ ...skyline, locales: ['ar'] }, { ...flights, locale: 'ar' });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['ar', 'x-default']);
    expect((metadata.openGraph as { alternateLocale: string[] }).alternateLocale).toEqual([]);
  });

  it.each([
    '/my-account',
    '/my-bookings/B123',
    '/flights/checkout',
    '/thankyou',
    '/forgot-password',
    '/reset-password',
    '/agent-login/details',
    '/agent-review',
  ])('keeps the private page %s out of search results', (path) => {
    expect(buildPageMetadata(skyline, { ...flights, path, locale: 'en' }).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it('keeps every page of the agent site out of search results', () => {
    const agent = { ...skyline, siteType: 'agent' as const, origin: 'http://agent.skyline.localhost:3000' };
    expect(buildPageMetadata(agent, { ...flights, path: '/', locale: 'en' }).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it('points a document served at two paths to one canonical address', () => {
    const metadata = buildPageMetadata(skyline, {
      ...flights,
      locale: 'en',
      path: '/cms/terms-and-conditions',
      canonicalPath: '/terms-and-conditions',
    });
    expect(metadata.alternates?.canonical).toBe('http://skyline.localhost:3000/en/terms-and-conditions');
  });

  it('gives the not-found page no address and no index', () => {
    const metadata = buildPageMetadata(skyline, {
      ...flights,
      locale: 'en',
      noindex: true,
      unaddressed: true,
    });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty('url');
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('leaves out a country that is not a two-letter code', () => {
    const metadata = buildPageMetadata({ ...skyline, countryCode: '' }, { ...flights, locale: 'en' });
    expect((metadata.openGraph as { locale: string }).locale).toBe('en');
  });
});
