'use client';

import { useEffect } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { isWorkingAgent } from '@/lib/session/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { agentBrandingCleared, agentBrandingLoaded, fetchAgentBranding } from './branding';

/**
 * Mounted once in the header: loads the agent's branding while an agent, sub-agent or staff user is
 * logged in (the club's own otherwise, and when the call fails).
 */
export function BrandingSync() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const userId = isLoggedIn && user && isWorkingAgent(user) ? user.id : null;

  useEffect(() => {
    if (userId === null) {
      dispatch(agentBrandingCleared());
      return;
    }
    let cancelled = false;
    fetchAgentBranding(api).then(
      (branding) => {
        if (!cancelled) dispatch(agentBrandingLoaded(branding));
      },
      () => {
        if (!cancelled) dispatch(agentBrandingCleared());
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, dispatch, userId]);
  return null;
}
