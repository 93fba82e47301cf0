'use client';

import { useAppSelector } from '@/store/hooks';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import { selectRehydrated } from '@/store/makeStore';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import type { AgentApplication } from './api';
import { applicationEndpoint } from './lazyEndpoints';

export type ApplicationState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'none' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; application: AgentApplication };

/**
 * The signed-in applicant's application, read once the session is known (an endpoint, kept up to
 * date by each save's answer).
 */
export function useApplication(): { state: ApplicationState; reload: () => void } {
  const rehydrated = useAppSelector(selectRehydrated);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUser)?.id;
  const read = useLazyQuery(
    applicationEndpoint,
    rehydrated && isLoggedIn && userId !== undefined ? userId : SKIP,
  );
  const application = read.currentData;
  const state: ApplicationState =
    rehydrated && !isLoggedIn
      ? { status: 'signed-out' }
      : read.isError
        ? { status: 'failed', error: read.error }
        : application === null
          ? { status: 'none' }
          : application
            ? { status: 'ready', application }
            : { status: 'loading' };
  return { state, reload: read.refetch };
}
