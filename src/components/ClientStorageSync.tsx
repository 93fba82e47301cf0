'use client';

import { useEffect } from 'react';
import { setStorageItemWhenIdle } from '@/lib/app/idleStorage';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { languageChanged, selectCurrency } from '@/store/preferencesState';
import type { ClubPublic } from '@/lib/club/types';

/**
 * Keeps the store's language in step with the URL and writes the plain local-storage keys the
 * specification lists (language, currency, languageId, club_data). The writes wait for the browser's
 * first idle moment after hydration and go in one task (lib/app/idleStorage): nothing in the app
 * reads these keys back, and the first touch of localStorage is slow.
 */
export default function ClientStorageSync({ club, locale }: { club: ClubPublic; locale: string }) {
  const dispatch = useShellDispatch();
  const currency = useShellSelector(selectCurrency);

  useEffect(() => {
    dispatch(languageChanged(locale));
    const languageId = club.languages.find((l) => l.code === locale)?.id ?? club.defaultLanguageId;
    setStorageItemWhenIdle('language', locale);
    setStorageItemWhenIdle('languageId', String(languageId));
  }, [dispatch, locale, club]);

  useEffect(() => {
    setStorageItemWhenIdle('currency', currency);
  }, [currency]);

  useEffect(() => {
    setStorageItemWhenIdle(
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
