'use client';

import { useEffect } from 'react';
import { useShellSelector } from '@/store/shellHooks';
import { selectCurrency } from '@/store/preferencesState';
import type { ClubPublic } from '@/lib/club/types';

/**
 * Writes the plain local-storage keys the specification lists (language, currency, languageId,
 * club_data), and the currency again when it changes. Mounted by ClientStorageSync once the browser
 * is idle, from a chunk of its own: its first effects run together, in one task after hydration.
 */
export default function StorageWrites({ club, locale }: { club: ClubPublic; locale: string }) {
  const currency = useShellSelector(selectCurrency);

  useEffect(() => {
    const languageId = club.languages.find((l) => l.code === locale)?.id ?? club.defaultLanguageId;
    window.localStorage.setItem('language', locale);
    window.localStorage.setItem('languageId', String(languageId));
  }, [locale, club]);

  useEffect(() => {
    window.localStorage.setItem('currency', currency);
  }, [currency]);

  useEffect(() => {
    window.localStorage.setItem(
      'club_data',
      JSON.stringify({
        agentClubUrl: club.agentClubUrl,
        clubId: club.clubId,
        clubCurrency: club.defaultCurrency,
        clubLanguge: club.defaultLanguage,
        countryCode: club.defaultCountryCode,
      }),
    );
  }, [club]);

  return null;
}
