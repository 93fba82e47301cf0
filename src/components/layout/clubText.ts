import type { ClubPublic } from '@/lib/club/types';

/** The club's description in the page's language, falling back to English when there is none. */
export function clubDescription(club: ClubPublic, locale: string): string {
  return (locale === 'ar' ? club.description.ar : club.description.en) || club.description.en;
}
