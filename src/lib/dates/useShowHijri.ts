'use client';

import { useLocale } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';

/** Umm al-Qura dates show on Arabic pages of a club that keeps them on (`show_hijri`), never in English. */
export function useShowHijri(): boolean {
  const locale = useLocale();
  const club = useClub();
  return locale === 'ar' && club.showHijri;
}
