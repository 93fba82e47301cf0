// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aClubConfig } from '@tests/builders/aClubConfig';
import { buildManifest, shortNameOf } from './manifest';

describe('buildManifest', () => {
  it('names the club and takes its colour and language (Skyline: English)', () => {
    const manifest = buildManifest(aClubConfig());
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Skyline Travel',
      short_name: 'Skyline',
      description: 'Flights from the Gulf to the world.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      theme_color: '#0B4F8A',
    });
    expect(manifest.icons).toEqual([
      { src: '/club-icon/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/club-icon/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/club-icon/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('is Arabic and right-to-left for a club whose default language is Arabic', () => {
    const manifest = buildManifest(
      aClubConfig({
        name: 'Nakhla Trips',
        primary: '#1E6B47',
        defaultLanguage: 'ar',
        languages: ['ar', 'en'],
      }),
    );
    expect(manifest).toMatchObject({
      name: 'Nakhla Trips',
      short_name: 'Nakhla Trips',
      description: 'رحلات من الخليج إلى العالم.',
      lang: 'ar',
      dir: 'rtl',
      theme_color: '#1E6B47',
    });
  });

  it('never passes on a colour that is not a plain colour value', () => {
    expect(buildManifest(aClubConfig({ primary: 'red;background:url(x)' })).theme_color).toBe('#ffffff');
  });
});

describe('shortNameOf', () => {
  it.each([
    ['Nakhla Trips', 'Nakhla Trips'],
    ['Skyline Travel', 'Skyline'],
    ['  Sky  ', 'Sky'],
    ['Supercalifragilistic', 'Supercalifragilistic'],
  ])('%s → %s', (name, expected) => {
    expect(shortNameOf(name)).toBe(expected);
  });
});
