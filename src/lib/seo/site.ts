import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { getClubLookup } from '@/lib/club/server';
import { clubColour, iconPath } from './icons';
import { requestSeoContext } from './server';

/** The browser's theme colour is the club's; the page scales on phones. */
export async function siteViewport(): Promise<Viewport> {
  const lookup = await getClubLookup();
  return {
    width: 'device-width',
    initialScale: 1,
    ...(lookup.status === 'found' ? { themeColor: clubColour(lookup.config) } : {}),
  };
}

/**
 * The layout's metadata, shared by every page: the club's title (and the template for pages that
 * name only themselves), its description, the icons made from its logo, the manifest, and the
 * origin relative URLs resolve against. The agent site is `noindex` throughout.
 */
export async function siteMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const request = await requestSeoContext(locale);
  if (!request) return { title: t('fallbackTitle'), robots: { index: false, follow: false } };
  const { config, context } = request;
  const club = context.clubName;
  const description =
    locale === 'ar' ? config.club_details.description.ar : config.club_details.description.en;
  return {
    metadataBase: new URL(context.origin),
    title: { default: t('title', { club }), template: t('page_title', { page: '%s', club }) },
    description: description || t('description', { club }),
    applicationName: club,
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: 'any' },
        { url: iconPath('icon-32.png'), type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: iconPath('apple-touch-icon.png'), type: 'image/png', sizes: '180x180' }],
    },
    ...(context.siteType === 'agent' ? { robots: { index: false, follow: false } } : {}),
  };
}
