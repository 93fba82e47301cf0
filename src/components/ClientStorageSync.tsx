'use client';

import { useEffect } from 'react';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { languageChanged, selectCurrency } from '@/store/preferencesState';
import type { ClubPublic } from '@/lib/club/types';

/**
 * Keeps the store's language in step with the URL and writes the plain local-storage keys the
 * specification lists (language, currency, languageId, club_data).
 */
export default function ClientStorageSync({ club, locale }: { club: ClubPublic; locale: string }) {
  const dispatch = useShellDispatch();
  const currency = useShellSelector(selectCurrency);

  useEffect(() => {
    dispatch(languageChanged(locale));
    const languageId = club.languages.find((l) => l.code === locale)?.id ?? club.defaultLanguageId;
    window.localStorage.setItem('language', locale);
    window.localStorage.setItem('languageId', String(languageId));
  }, [dispatch, locale, club]);

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
