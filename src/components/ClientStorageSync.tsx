'use client';

import { Suspense, useEffect } from 'react';
import dynamic from 'next/dynamic';
import { AfterIdle } from '@/lib/app/AfterIdle';
import { useShellDispatch } from '@/store/shellHooks';
import { languageChanged } from '@/store/preferencesState';
import type { ClubPublic } from '@/lib/club/types';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// Nothing in the app reads the storage keys back, and the first touch of localStorage is slow (142
// ms at 4× CPU in a trace of the results pages' load): the writes wait for the browser's first
// idle moment after hydration, and their code is not in the first-load JavaScript.
const StorageWrites = dynamic(() => loadWhenOnline(() => import('./StorageWrites')));

/**
 * Keeps the store's language in step with the URL and writes the plain local-storage keys the
 * specification lists (language, currency, languageId, club_data; see StorageWrites).
 */
export default function ClientStorageSync({ club, locale }: { club: ClubPublic; locale: string }) {
  const dispatch = useShellDispatch();

  useEffect(() => {
    dispatch(languageChanged(locale));
  }, [dispatch, locale]);

  return (
    <Suspense fallback={null}>
      <AfterIdle>
        <StorageWrites club={club} locale={locale} />
      </AfterIdle>
    </Suspense>
  );
}
