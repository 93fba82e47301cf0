'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { fetchApplication, type AgentApplication } from './api';

export type ApplicationState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'none' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; application: AgentApplication };

/** The signed-in applicant's application, loaded once the session is known. */
export function useApplication() {
  const api = useApi();
  const rehydrated = useAppSelector(selectRehydrated);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [state, setState] = useState<ApplicationState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const application = await fetchApplication(api);
      setState(application ? { status: 'ready', application } : { status: 'none' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }, [api]);

  useEffect(() => {
    if (!rehydrated || !isLoggedIn) return;
    let cancelled = false;
    fetchApplication(api).then(
      (application) => {
        if (!cancelled) setState(application ? { status: 'ready', application } : { status: 'none' });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [rehydrated, isLoggedIn, api]);

  const replace = useCallback(
    (application: AgentApplication) => setState({ status: 'ready', application }),
    [],
  );
  const shown: ApplicationState = rehydrated && !isLoggedIn ? { status: 'signed-out' } : state;
  return { state: shown, reload: load, replace };
}
