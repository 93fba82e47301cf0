import type { ClubPublic } from '@/lib/club/types';

type PerLanguage = { en: string; ar: string };

/**
 * A club text in the page's language; when the club left that language empty, its default
 * language's text, then whichever one it filled in.
 */
function inLanguage(texts: PerLanguage, locale: string, defaultLanguage: string): string {
  const pick = (code: string) => (code === 'ar' ? texts.ar : code === 'en' ? texts.en : '').trim();
  return pick(locale) || pick(defaultLanguage) || texts.en.trim() || texts.ar.trim();
}

export function clubDescription(club: ClubPublic, locale: string): string {
  return inLanguage(club.description, locale, club.defaultLanguage);
}

export function clubCopyright(club: ClubPublic, locale: string): string {
  return inLanguage(club.copyrightText, locale, club.defaultLanguage);
}
