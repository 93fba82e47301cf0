import type { MetadataRoute } from 'next';
import { directionOf, isLocale } from '@/i18n/routing';
import { clubNameIn, type ClubConfig } from '@/lib/club/types';
import { clubColour, iconPath, PNG_ICONS, type PngIconFile } from './icons';

/** Launchers cut names longer than about 12 characters: then the first word stands alone. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  return trimmed.split(/\s+/)[0] ?? trimmed;
}

const MANIFEST_ICONS: PngIconFile[] = ['icon-192.png', 'icon-512.png', 'maskable-512.png'];

/** The web app manifest of one host, in the club's default language. */
export function buildManifest(config: ClubConfig): MetadataRoute.Manifest {
  const details = config.club_details;
  const language = isLocale(config.default_language) ? config.default_language : 'en';
  // The name in the manifest's own language: an Arabic launcher never shows the Latin name.
  const name = clubNameIn(config, language);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: language === 'ar' ? details.description.ar : details.description.en,
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: clubColour(config),
    background_color: '#ffffff',
    icons: MANIFEST_ICONS.map((file) => ({
      src: iconPath(file),
      sizes: `${PNG_ICONS[file].size}x${PNG_ICONS[file].size}`,
      type: 'image/png',
      purpose: PNG_ICONS[file].purpose,
    })),
  };
}
